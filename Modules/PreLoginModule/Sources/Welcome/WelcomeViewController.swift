import Components
import HeadlessUI

/// The first screen of the PreLogin flow: mediates between its view and its view model.
final class WelcomeViewController: ViewController {
    /// Decides what the buttons do.
    let viewModel: WelcomeViewModel
    private let components: Components
    private var errorLabel: ViewNode?

    init(viewModel: WelcomeViewModel, components: Components) {
        self.viewModel = viewModel
        self.components = components
        super.init()
        title = "Welcome"
    }

    override func loadView() {
        let welcomeView = WelcomeView(
            components: components,
            onLogIn: { [weak self] in self?.viewModel.didTapLogIn() },
            onCreateAccount: { [weak self] in self?.viewModel.didTapCreateAccount() }
        )
        errorLabel = welcomeView.errorLabel
        view = welcomeView.root
    }

    override func viewDidLoad() {
        viewModel.onErrorMessageChange = { [weak self] message in self?.showError(message) }
    }

    private func showError(_ message: String?) {
        guard let errorLabel else { return }
        components.setErrorMessage(message, on: errorLabel)
    }
}
