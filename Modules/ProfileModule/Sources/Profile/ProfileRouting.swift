/// The transitions the Profile screen asks for; its view model depends on this, not on UI.
protocol ProfileRouting: AnyObject {
    /// Shows `route`; how it ends goes to the router's listener.
    ///
    /// - Throws: `ProfileRoutingError` when the destination cannot be shown.
    func route(to route: ProfileRoute) throws(ProfileRoutingError)
    /// Dismisses the log-out sheet if it is still shown.
    func dismissLogoutConfirmation()
}
