import Components
import DesignSystem
import HeadlessUI

/// The Register screen: passes typing and taps to its view model and shows its verdict.
final class RegisterViewController: ScreenViewController<RegisterViewModel> {
    private let tree: RegisterNodeTree

    init(viewModel: RegisterViewModel, components: Components) {
        let actions = RegisterNodeTree.Actions(
            onNameChange: { [weak viewModel] text in viewModel?.fieldDidChange(.name, to: text) },
            onEmailChange: { [weak viewModel] text in viewModel?.fieldDidChange(.email, to: text) },
            onPasswordChange: { [weak viewModel] text in viewModel?.fieldDidChange(.password, to: text) },
            onConfirmationChange: { [weak viewModel] text in viewModel?.fieldDidChange(.confirmation, to: text) },
            onSubmit: { [weak viewModel] in viewModel?.didTapSubmit() }
        )
        tree = RegisterNodeTree(components: components, actions: actions)
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("register.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(errorMessage: viewModel.errorMessage)
    }
}
