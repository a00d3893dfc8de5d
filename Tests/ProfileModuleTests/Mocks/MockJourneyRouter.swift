import NavigationKit
import TestSupport

@testable import ProfileModule

/// Stands in for the routers of a journey's screens: records every route each screen asks for,
/// in order, in its own list and in the shared log; when `errorToThrow` is set, refuses the
/// routes that can be refused.
final class MockJourneyRouter: EditProfileRouting, ReviewChangesRouting, ReportProblemRouting, SendReportRouting {
    private(set) var editProfileRoutes: [EditProfileRoute] = []
    private(set) var reviewChangesRoutes: [ReviewChangesRoute] = []
    private(set) var reportProblemRoutes: [ReportProblemRoute] = []
    private(set) var sendReportRoutes: [SendReportRoute] = []
    var errorToThrow: RoutingError?
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func route(to route: EditProfileRoute) throws(RoutingError) {
        editProfileRoutes.append(route)
        log?.record("route(\(route))")
        if let errorToThrow { throw errorToThrow }
    }

    func route(to route: ReviewChangesRoute) {
        reviewChangesRoutes.append(route)
        log?.record("route(\(route))")
    }

    func route(to route: ReportProblemRoute) throws(RoutingError) {
        reportProblemRoutes.append(route)
        log?.record("route(\(route))")
        if let errorToThrow { throw errorToThrow }
    }

    func route(to route: SendReportRoute) {
        sendReportRoutes.append(route)
        log?.record("route(\(route))")
    }
}
