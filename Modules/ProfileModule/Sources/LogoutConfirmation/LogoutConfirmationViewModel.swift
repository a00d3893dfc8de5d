import Components

/// The log-out sheet's decisions, which are none: it hands the answer to its listener. Its
/// state never changes, so it never calls `onChange`.
final class LogoutConfirmationViewModel: ScreenViewModel {
    /// Unused: the sheet shows the same question and answers throughout.
    var onChange: (() -> Void)?

    /// Weak: the listener is the Profile view model, which outlives the sheet.
    private weak var listener: (any LogoutConfirmationListener)?

    init(listener: any LogoutConfirmationListener) {
        self.listener = listener
    }

    /// "Log out" was tapped.
    func confirm() {
        listener?.logoutConfirmationDidConfirm()
    }

    /// "Cancel" was tapped.
    func cancel() {
        listener?.logoutConfirmationDidCancel()
    }
}
