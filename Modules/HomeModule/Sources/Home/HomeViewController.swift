import Components
import HeadlessUI

/// The feed screen: shows the view model's rows and forwards taps to it.
final class HomeViewController: ScreenViewController<HomeViewModel> {
    private let tree: HomeNodeTree

    init(viewModel: HomeViewModel, components: Components) {
        tree = HomeNodeTree(components: components)
        super.init(title: viewModel.strings.localized("home.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
