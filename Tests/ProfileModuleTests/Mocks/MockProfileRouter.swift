import NavigationKit

@testable import ProfileModule

/// Records the routes asked for; when `errorToThrow` is set, refuses every route with it.
final class MockProfileRouter: ProfileRouting {
    private(set) var routes: [ProfileRoute] = []
    var errorToThrow: RoutingError?

    func route(to route: ProfileRoute) throws(RoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
