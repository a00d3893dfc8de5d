import DesignSystem

/// The log-out sheet's decisions: "Log out" ends the session, "Cancel" changes nothing. What it
/// shows never changes, so it is not a `ScreenViewModel`.
final class LogoutConfirmationViewModel {
    private let sessionStore: any ProfileSessionStoring
    private let router: any LogoutConfirmationRouting
    let strings: LocalizedStrings

    init(sessionStore: any ProfileSessionStoring, router: any LogoutConfirmationRouting, strings: LocalizedStrings) {
        self.strings = strings
        self.sessionStore = sessionStore
        self.router = router
    }

    /// Closes the sheet first, so whatever the session says about ending (a notice when it
    /// cannot be saved) shows on Profile, then ends the session and leaves the module.
    func didTapLogOut() {
        router.route(to: .closed)
        sessionStore.markLoggedOut()
        router.route(to: .loggedOut)
    }

    func didTapCancel() {
        router.route(to: .closed)
    }
}
