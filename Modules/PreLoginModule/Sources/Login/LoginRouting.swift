/// Every place the Login screen can lead: out of the module, once the person is logged in.
enum LoginRoute: Equatable {
    /// The session is logged in; the app leaves the PreLogin flow.
    case loggedIn
}

/// How Login's view model asks for a route. Telling App cannot be refused, so the route does
/// not throw.
protocol LoginRouting: AnyObject {
    /// Shows `route`.
    func route(to route: LoginRoute)
}
