import Components
import DesignSystem
import HeadlessUI

/// The Login screen: passes typing and taps to its view model and shows its verdict.
final class LoginViewController: ScreenViewController<LoginViewModel> {
    private let tree: LoginNodeTree

    init(viewModel: LoginViewModel, components: Components) {
        tree = LoginNodeTree(
            components: components,
            onEmailChange: { [weak viewModel] text in viewModel?.fieldDidChange(.email, to: text) },
            onPasswordChange: { [weak viewModel] text in viewModel?.fieldDidChange(.password, to: text) },
            onSubmit: { [weak viewModel] in viewModel?.didTapSubmit() }
        )
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("login.title"),
            viewModel: viewModel
        )
    }

    override func makeView() -> ViewNode {
        tree.make(errorMessage: viewModel.errorMessage)
    }
}
