import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the log-out sheet: its router, view model and controller, once, here.
enum LogoutConfirmationFactory {
    static func make(
        theme: Theme, sessionStore: any ProfileSessionStoring, presentingRouter: Router,
        flowDelegate: (any ProfileFlowDelegate)?
    ) -> LogoutConfirmationViewController {
        let viewModel = LogoutConfirmationViewModel(
            sessionStore: sessionStore,
            router: LogoutConfirmationRouter(presentingRouter: presentingRouter, flowDelegate: flowDelegate))
        let sheet = LogoutConfirmationViewController(viewModel: viewModel, components: Components(theme: theme))
        sheet.modalPresentationStyle = .pageSheet
        // Two buttons need half a screen, not a page: iOS shows such a choice at the medium detent.
        sheet.sheetDetents = [.medium]
        return sheet
    }
}
