import Components
import HeadlessUI

/// The sheet that asks before logging out; it forwards the answer and decides nothing.
final class LogoutConfirmationViewController: ViewController {
    /// Weak: the listener is the Profile view model, which outlives the sheet.
    private weak var listener: (any LogoutConfirmationListener)?
    private let components: Components

    init(listener: any LogoutConfirmationListener, components: Components) {
        self.listener = listener
        self.components = components
        super.init()
        title = "Log out?"
    }

    override func loadView() {
        view =
            LogoutConfirmationView(
                components: components,
                onConfirm: { [weak self] in self?.listener?.logoutConfirmationDidConfirm() },
                onCancel: { [weak self] in self?.listener?.logoutConfirmationDidCancel() }
            ).root
    }
}
