import NavigationKit

/// Every place the Welcome screen can lead.
enum WelcomeRoute: Equatable {
    /// The Login screen.
    case login
    /// The Register screen.
    case register
}

/// How Welcome's view model asks for a route; it knows no screen and no Router.
protocol WelcomeRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when the screen cannot be pushed.
    func route(to route: WelcomeRoute) throws(RoutingError)
}
