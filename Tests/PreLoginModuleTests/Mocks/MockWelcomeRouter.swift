import NavigationKit

@testable import PreLoginModule

/// Records the routes asked for and, when `errorToThrow` is set, refuses them with it.
final class MockWelcomeRouter: WelcomeRouting {
    private(set) var routes: [WelcomeRoute] = []
    var errorToThrow: RoutingError?

    func route(to route: WelcomeRoute) throws(RoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
