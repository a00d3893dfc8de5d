import HeadlessUI
import NavigationKit

/// Carries out the log-out sheet's routes through the Router that presented it.
final class LogoutConfirmationRouter: LogoutConfirmationRouting {
    /// Weak: the presenting stack's owner keeps it, and it keeps the sheet.
    private weak var presentingRouter: Router?
    private weak var flowDelegate: (any ProfileFlowDelegate)?

    init(presentingRouter: Router, flowDelegate: (any ProfileFlowDelegate)?) {
        self.presentingRouter = presentingRouter
        self.flowDelegate = flowDelegate
    }

    func route(to route: LogoutConfirmationRoute) {
        switch route {
        case .closed: dismissSheet()
        case .loggedOut: flowDelegate?.profileDidLogout()
        }
    }

    private func dismissSheet() {
        // Dismissing when the sheet is no longer presented would dismiss something else.
        guard let presentingRouter, presentingRouter.presentedModule is LogoutConfirmationViewController else {
            return
        }
        presentingRouter.dismissModule(animated: true)
    }
}
