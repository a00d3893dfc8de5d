import NavigationKit

@testable import HomeModule

/// Records every route the feed asks for; can be told to refuse.
final class MockHomeRouter: HomeRouting {
    private(set) var routes: [HomeRoute] = []
    var errorToThrow: RoutingError?

    func route(to route: HomeRoute) throws(RoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
