import HeadlessUI
import NavigationKit

/// Carries out the log-out sheet's routes through the Router that presented it.
final class LogoutConfirmationRouter: LogoutConfirmationRouting {
    /// Whose `router` presented the sheet (held weakly there: the presenting stack's owner
    /// keeps it, and it keeps the sheet) and whose `flowDelegate` hears of a log-out.
    private let dependencies: ProfileDependencies

    init(dependencies: ProfileDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: LogoutConfirmationRoute) {
        switch route {
        case .closed: dismissSheet()
        case .loggedOut: dependencies.flowDelegate?.profileDidLogout()
        }
    }

    private func dismissSheet() {
        // Dismissing when the sheet is no longer presented would dismiss something else.
        guard let presentingRouter = dependencies.router,
            presentingRouter.presentedModule is LogoutConfirmationViewController
        else {
            return
        }
        presentingRouter.dismissModule(animated: true)
    }
}
