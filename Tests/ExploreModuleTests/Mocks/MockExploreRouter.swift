import NavigationKit

@testable import ExploreModule

/// Records every route the search screen asks for; can be told to refuse.
final class MockExploreRouter: ExploreRouting {
    private(set) var routes: [ExploreRoute] = []
    var errorToThrow: RoutingError?

    func route(to route: ExploreRoute) throws(RoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
