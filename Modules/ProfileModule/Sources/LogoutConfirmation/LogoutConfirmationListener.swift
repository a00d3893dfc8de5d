/// Told which button of the log-out sheet was tapped. A swipe down tells nothing: it only
/// closes the sheet, and nothing else changes.
protocol LogoutConfirmationListener: AnyObject {
    /// "Log out" was tapped.
    func logoutConfirmationDidConfirm()
    /// "Cancel" was tapped.
    func logoutConfirmationDidCancel()
}
