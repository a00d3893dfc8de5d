import NavigationKit

/// Every place the saved-items list can lead.
enum BookmarksRoute: Equatable {
    /// The detail screen of the saved article `id`, pushed on the list's stack, titled `title`
    /// (the headline kept with the bookmark) while its text is fetched.
    case detail(id: String, title: String?)
}

/// How the saved-items view model asks for a route; it knows no screen and no Router.
protocol BookmarksRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the detail cannot be pushed.
    func route(to route: BookmarksRoute) throws(RoutingError)
}
