/// Every place the Register screen can lead: out of the module, once the person is logged in.
enum RegisterRoute: Equatable {
    /// The session is logged in; the app leaves the PreLogin flow.
    case loggedIn
}

/// How Register's view model asks for a route. Telling App cannot be refused, so the route does
/// not throw.
protocol RegisterRouting: AnyObject {
    /// Shows `route`.
    func route(to route: RegisterRoute)
}
