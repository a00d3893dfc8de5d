import Components
import HeadlessUI

/// The Login screen: passes typing and taps to its view model and shows its verdict.
final class LoginViewController: ViewController {
    /// Decides whether the form logs the person in.
    let viewModel: LoginViewModel
    private let components: Components
    private var errorLabel: ViewNode?

    init(viewModel: LoginViewModel, components: Components) {
        self.viewModel = viewModel
        self.components = components
        super.init()
        title = "Log in"
    }

    override func loadView() {
        let loginView = LoginView(
            components: components,
            onEmailChange: { [weak self] text in self?.viewModel.emailDidChange(text) },
            onPasswordChange: { [weak self] text in self?.viewModel.passwordDidChange(text) },
            onSubmit: { [weak self] in self?.viewModel.submit() }
        )
        errorLabel = loginView.errorLabel
        view = loginView.root
    }

    override func viewDidLoad() {
        viewModel.onErrorMessageChange = { [weak self] message in self?.showError(message) }
    }

    private func showError(_ message: String?) {
        guard let errorLabel else { return }
        components.setErrorMessage(message, on: errorLabel)
    }
}
