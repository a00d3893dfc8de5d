import Components
import DesignSystem
import HeadlessUI

/// Assembles the log-out sheet.
enum LogoutConfirmationBuilder {
    static func build(theme: Theme, listener: any LogoutConfirmationListener) -> ViewController {
        let sheet = LogoutConfirmationViewController(
            viewModel: LogoutConfirmationViewModel(listener: listener), components: Components(theme: theme))
        sheet.modalPresentationStyle = .pageSheet
        return sheet
    }
}
