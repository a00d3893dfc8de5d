import TestSupport

@testable import ProfileModule

/// Records the log-out sheet's routes in the shared log.
final class MockLogoutConfirmationRouter: LogoutConfirmationRouting {
    private(set) var routes: [LogoutConfirmationRoute] = []
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func route(to route: LogoutConfirmationRoute) {
        routes.append(route)
        log?.record("route(\(route))")
    }
}
