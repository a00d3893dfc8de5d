import NavigationKit

@testable import BookmarksModule

/// Records each route the saved-items view model asks for; throws `errorToThrow` when set.
final class MockBookmarksRouter: BookmarksRouting {
    private(set) var routes: [BookmarksRoute] = []
    var errorToThrow: RoutingError?

    func route(to route: BookmarksRoute) throws(RoutingError) {
        routes.append(route)
        if let errorToThrow { throw errorToThrow }
    }
}
