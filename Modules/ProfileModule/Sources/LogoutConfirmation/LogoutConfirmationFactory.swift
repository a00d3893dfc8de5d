import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the log-out sheet: its router, view model and controller, once, here.
enum LogoutConfirmationFactory {
    static func make(dependencies: ProfileDependencies) -> LogoutConfirmationViewController {
        let viewModel = LogoutConfirmationViewModel(
            sessionStore: dependencies.sessionStore,
            router: LogoutConfirmationRouter(dependencies: dependencies),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        let sheet = LogoutConfirmationViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        sheet.modalPresentationStyle = .pageSheet
        // Two buttons need half a screen, not a page: iOS shows such a choice at the medium detent.
        sheet.sheetDetents = [.medium]
        return sheet
    }
}
