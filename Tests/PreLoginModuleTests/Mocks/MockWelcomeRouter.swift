@testable import PreLoginModule

/// Records the routes asked for and, when `failure` is set, refuses them with it.
final class MockWelcomeRouter: WelcomeRouting {
    private(set) var routes: [WelcomeRoute] = []
    var failure: WelcomeRoutingError?

    func route(to route: WelcomeRoute) throws(WelcomeRoutingError) {
        routes.append(route)
        if let failure { throw failure }
    }
}
