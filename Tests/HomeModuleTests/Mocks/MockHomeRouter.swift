@testable import HomeModule

/// Records every route the feed asks for; can be told to refuse.
final class MockHomeRouter: HomeRouting {
    private(set) var routes: [HomeRoute] = []
    var errorToThrow: HomeRoutingError?

    func route(to route: HomeRoute) throws(HomeRoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
