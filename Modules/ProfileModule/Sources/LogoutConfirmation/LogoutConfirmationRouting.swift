/// Every place the log-out sheet can lead. A swipe down is neither: it only closes the sheet.
enum LogoutConfirmationRoute: Equatable {
    /// The sheet closes; nothing else changes.
    case closed
    /// The session has ended: the module tells App, which leaves the logged-in flow.
    case loggedOut
}

/// How the log-out sheet's view model asks for a route. Closing a sheet and telling App cannot
/// be refused, so the route does not throw.
protocol LogoutConfirmationRouting: AnyObject {
    /// Shows `route`.
    func route(to route: LogoutConfirmationRoute)
}
