@testable import ExploreModule

/// Records every route the search screen asks for; can be told to refuse.
final class MockExploreRouter: ExploreRouting {
    private(set) var routes: [ExploreRoute] = []
    var errorToThrow: ExploreRoutingError?

    func route(to route: ExploreRoute) throws(ExploreRoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
