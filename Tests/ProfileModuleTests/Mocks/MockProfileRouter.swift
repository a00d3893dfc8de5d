@testable import ProfileModule

/// Records the routes asked for and dismissals; when `failure` is set, refuses every route
/// with it.
final class MockProfileRouter: ProfileRouting {
    private(set) var routes: [ProfileRoute] = []
    private(set) var dismissCount = 0
    var failure: ProfileRoutingError?
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    /// How many times the log-out sheet was asked for.
    var presentCount: Int { routes.filter { $0 == .logoutConfirmation }.count }

    func route(to route: ProfileRoute) throws(ProfileRoutingError) {
        routes.append(route)
        if let failure { throw failure }
    }

    func dismissLogoutConfirmation() {
        dismissCount += 1
        log?.record("dismissLogoutConfirmation")
    }
}
