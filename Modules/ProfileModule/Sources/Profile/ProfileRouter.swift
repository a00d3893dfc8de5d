import DesignSystem
import HeadlessUI

/// Turns the Profile screen's routes into screens: the log-out sheet it presents itself, the
/// edit and report flows it hands to App's flow delegate.
final class ProfileRouter: ProfileRouting {
    /// The Profile screen; weak because the screen owns the router through its view model.
    weak var viewController: ViewController?
    /// Hears how each route ended; weak because it is the view model, which owns the router.
    weak var listener: (any ProfileRouteListener)?
    /// Weak so a sheet that was swiped away is released at once.
    private weak var confirmation: ViewController?
    private weak var flowDelegate: (any ProfileFlowDelegate)?
    private let theme: Theme

    init(theme: Theme, flowDelegate: (any ProfileFlowDelegate)?) {
        self.theme = theme
        self.flowDelegate = flowDelegate
    }

    func route(to route: ProfileRoute) throws(PresentationError) {
        switch route {
        case .logoutConfirmation:
            guard let viewController, let listener else {
                throw .notInWindowHierarchy(presenter: "ProfileViewController")
            }
            let sheet = LogoutConfirmationBuilder.build(theme: theme, listener: listener)
            try viewController.present(sheet, animated: true)
            confirmation = sheet
        case .editProfile:
            flowDelegate?.profileWantsToEditProfile(onSaved: { [weak listener] in listener?.profileChangesWereSaved() })
        case .reportProblem:
            flowDelegate?.profileWantsToReportProblem(onSent: { [weak listener] in listener?.reportWasSent() })
        }
    }

    func dismissLogoutConfirmation() {
        // Dismissing a sheet that is no longer presented would dismiss whatever presents Profile.
        guard let confirmation, confirmation.presentingViewController != nil else { return }
        confirmation.dismiss(animated: true)
    }
}
