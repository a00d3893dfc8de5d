@testable import ProfileModule

/// Stands in for the coordinator that routes a journey's screens: records every route each
/// screen asks for, in order, in its own list and in the shared log.
final class MockJourneyRouter: EditProfileRouting, ReviewChangesRouting, ReportProblemRouting, SendReportRouting {
    private(set) var editProfileRoutes: [EditProfileRoute] = []
    private(set) var reviewChangesRoutes: [ReviewChangesRoute] = []
    private(set) var reportProblemRoutes: [ReportProblemRoute] = []
    private(set) var sendReportRoutes: [SendReportRoute] = []
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func route(to route: EditProfileRoute) {
        editProfileRoutes.append(route)
        log?.record("route(\(route))")
    }

    func route(to route: ReviewChangesRoute) {
        reviewChangesRoutes.append(route)
        log?.record("route(\(route))")
    }

    func route(to route: ReportProblemRoute) {
        reportProblemRoutes.append(route)
        log?.record("route(\(route))")
    }

    func route(to route: SendReportRoute) {
        sendReportRoutes.append(route)
        log?.record("route(\(route))")
    }
}
