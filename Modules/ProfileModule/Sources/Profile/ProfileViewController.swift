import Components
import HeadlessUI

/// The account screen: shows who is logged in and passes "Log out" to its view model.
final class ProfileViewController: ViewController {
    /// Decides what the screen shows and does.
    let viewModel: ProfileViewModel
    private let components: Components
    private var errorLabel: ViewNode?

    init(viewModel: ProfileViewModel, components: Components) {
        self.viewModel = viewModel
        self.components = components
        super.init()
        title = "Profile"
    }

    override func loadView() {
        let profileView = ProfileView(
            components: components,
            displayName: viewModel.displayName,
            email: viewModel.email,
            onLogOut: { [weak self] in self?.viewModel.didTapLogOut() }
        )
        errorLabel = profileView.errorLabel
        view = profileView.root
    }

    override func viewDidLoad() {
        viewModel.onErrorMessageChange = { [weak self] message in self?.showError(message) }
    }

    private func showError(_ message: String?) {
        guard let errorLabel else { return }
        components.setErrorMessage(message, on: errorLabel)
    }
}
