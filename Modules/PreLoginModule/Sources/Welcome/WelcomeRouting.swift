/// The transitions the Welcome screen asks for; its view model depends on this, not on UI.
protocol WelcomeRouting: AnyObject {
    /// Pushes `route`'s screen.
    func route(to route: WelcomeRoute) throws(WelcomeRoutingError)
}
