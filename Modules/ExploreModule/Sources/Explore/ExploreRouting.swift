import NavigationKit

/// Every place the search screen can lead.
enum ExploreRoute: Equatable {
    /// The detail screen of the catalogue entry `id`, pushed on the search screen's stack,
    /// titled `title` while its text is fetched (`nil` when a deep link came first).
    case detail(id: String, title: String?)
}

/// How the search screen's view model asks for a route; it knows no screen and no Router.
protocol ExploreRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the detail cannot be pushed.
    func route(to route: ExploreRoute) throws(RoutingError)
}
