/// The transitions the search screen asks for; its view model depends on this, not on UI.
protocol ExploreRouting: AnyObject {
    /// Shows `route`'s screen.
    func route(to route: ExploreRoute) throws(ExploreRoutingError)
}
