import Components
import HeadlessUI

/// The Register screen: passes typing and taps to its view model and shows its verdict.
final class RegisterViewController: ViewController {
    /// Decides whether the form creates the account.
    let viewModel: RegisterViewModel
    private let components: Components
    private var errorLabel: ViewNode?

    init(viewModel: RegisterViewModel, components: Components) {
        self.viewModel = viewModel
        self.components = components
        super.init()
        title = "Create account"
    }

    override func loadView() {
        let actions = RegisterView.Actions(
            onNameChange: { [weak self] text in self?.viewModel.nameDidChange(text) },
            onEmailChange: { [weak self] text in self?.viewModel.emailDidChange(text) },
            onPasswordChange: { [weak self] text in self?.viewModel.passwordDidChange(text) },
            onConfirmationChange: { [weak self] text in self?.viewModel.confirmationDidChange(text) },
            onSubmit: { [weak self] in self?.viewModel.submit() }
        )
        let registerView = RegisterView(components: components, actions: actions)
        errorLabel = registerView.errorLabel
        view = registerView.root
    }

    override func viewDidLoad() {
        viewModel.onErrorMessageChange = { [weak self] message in self?.showError(message) }
    }

    private func showError(_ message: String?) {
        guard let errorLabel else { return }
        components.setErrorMessage(message, on: errorLabel)
    }
}
