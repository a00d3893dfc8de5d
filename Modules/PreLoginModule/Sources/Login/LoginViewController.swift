import Components
import HeadlessUI

/// The Login screen: passes typing and taps to its view model and shows its verdict.
final class LoginViewController: ScreenViewController<LoginViewModel> {
    private let tree: LoginNodeTree

    init(viewModel: LoginViewModel, components: Components) {
        tree = LoginNodeTree(components: components)
        super.init(title: viewModel.strings.localized("login.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
