import Components
import HeadlessUI

/// The first screen of the PreLogin flow: mediates between its node tree and its view model.
final class WelcomeViewController: ScreenViewController<WelcomeViewModel> {
    private let tree: WelcomeNodeTree

    init(viewModel: WelcomeViewModel, components: Components) {
        tree = WelcomeNodeTree(components: components)
        super.init(title: "Welcome", viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(
            errorMessage: viewModel.errorMessage,
            onLogIn: { [weak viewModel] in viewModel?.didTapLogIn() },
            onCreateAccount: { [weak viewModel] in viewModel?.didTapCreateAccount() }
        )
    }
}
