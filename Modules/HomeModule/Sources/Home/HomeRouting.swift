/// The transitions the feed asks for; its view model depends on this, not on UI.
protocol HomeRouting: AnyObject {
    /// Shows `route`'s screen.
    func route(to route: HomeRoute) throws(HomeRoutingError)
}
