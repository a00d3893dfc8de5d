import HeadlessUI

/// The transitions the Profile screen asks for; its view model depends on this, not on UI.
protocol ProfileRouting: AnyObject {
    /// Presents the log-out sheet, whose answer goes to `listener`.
    func presentLogoutConfirmation(listener: any LogoutConfirmationListener) throws(PresentationError)
    /// Dismisses the log-out sheet if it is still shown.
    func dismissLogoutConfirmation()
}
