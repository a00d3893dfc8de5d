import Components
import HeadlessUI

/// The Register screen: passes typing and taps to its view model and shows its verdict.
final class RegisterViewController: ScreenViewController<RegisterViewModel> {
    private let tree: RegisterNodeTree

    init(viewModel: RegisterViewModel, components: Components) {
        tree = RegisterNodeTree(components: components)
        super.init(title: viewModel.strings.localized("register.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
