/// Every place the log-out sheet can lead. A swipe down is neither: it only closes the sheet.
enum LogoutConfirmationRoute: Equatable {
    /// The session has ended: the sheet closes and the module tells App.
    case loggedOut
    /// Nothing changes: the sheet closes.
    case cancelled
}

/// How the log-out sheet's view model asks for a route. Closing a sheet cannot be refused, so
/// the route does not throw.
protocol LogoutConfirmationRouting: AnyObject {
    /// Shows `route`.
    func route(to route: LogoutConfirmationRoute)
}
