/// The transitions the Welcome screen asks for; its view model depends on this, not on UI.
protocol WelcomeRouting: AnyObject {
    /// Pushes the Login screen.
    func showLogin() throws(WelcomeRoutingError)
    /// Pushes the Register screen.
    func showRegister() throws(WelcomeRoutingError)
}
