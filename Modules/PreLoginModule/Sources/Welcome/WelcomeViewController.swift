import Components
import DesignSystem
import HeadlessUI

/// The first screen of the PreLogin flow: mediates between its node tree and its view model.
final class WelcomeViewController: ScreenViewController<WelcomeViewModel> {
    private let tree: WelcomeNodeTree
    private let appName: String

    init(viewModel: WelcomeViewModel, components: Components, appName: String) {
        tree = WelcomeNodeTree(components: components)
        self.appName = appName
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("welcome.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(
            appName: appName,
            errorMessage: viewModel.errorMessage,
            onLogIn: { [weak viewModel] in viewModel?.didTapLogIn() },
            onCreateAccount: { [weak viewModel] in viewModel?.didTapCreateAccount() }
        )
    }
}
