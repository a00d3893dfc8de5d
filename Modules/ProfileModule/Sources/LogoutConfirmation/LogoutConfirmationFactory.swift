import Components
import DesignSystem
import HeadlessUI

/// Makes the log-out sheet.
enum LogoutConfirmationFactory {
    static func make(theme: Theme, listener: any LogoutConfirmationListener) -> ViewController {
        let sheet = LogoutConfirmationViewController(
            viewModel: LogoutConfirmationViewModel(listener: listener), components: Components(theme: theme))
        sheet.modalPresentationStyle = .pageSheet
        return sheet
    }
}
