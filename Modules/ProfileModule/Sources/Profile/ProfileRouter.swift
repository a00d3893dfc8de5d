import DesignSystem
import HeadlessUI

/// Presents and dismisses the log-out sheet over the Profile screen.
final class ProfileRouter: ProfileRouting {
    /// The Profile screen; weak because the screen owns the router through its view model.
    weak var viewController: ViewController?
    /// Weak so a sheet that was swiped away is released at once.
    private weak var confirmation: ViewController?
    private let theme: Theme

    init(theme: Theme) {
        self.theme = theme
    }

    func presentLogoutConfirmation(listener: any LogoutConfirmationListener) throws(PresentationError) {
        guard let viewController else { throw .notInWindowHierarchy(presenter: "ProfileViewController") }
        let sheet = LogoutConfirmationBuilder.build(theme: theme, listener: listener)
        try viewController.present(sheet, animated: true)
        confirmation = sheet
    }

    func dismissLogoutConfirmation() {
        // Dismissing a sheet that is no longer presented would dismiss whatever presents Profile.
        guard let confirmation, confirmation.presentingViewController != nil else { return }
        confirmation.dismiss(animated: true)
    }
}
