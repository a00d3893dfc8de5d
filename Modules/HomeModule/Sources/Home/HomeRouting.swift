import NavigationKit

/// Every place the feed can lead.
enum HomeRoute: Equatable {
    /// The detail screen of the article `id`, pushed on the feed's stack, titled `title` while
    /// its text is fetched (`nil` when the feed does not know it: a deep link came first).
    case detail(id: String, title: String?)
}

/// How the feed's view model asks for a route; it knows no screen and no Router.
protocol HomeRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the detail cannot be pushed.
    func route(to route: HomeRoute) throws(RoutingError)
}
