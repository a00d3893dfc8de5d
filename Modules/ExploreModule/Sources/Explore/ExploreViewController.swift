import Components
import HeadlessUI

/// The search screen: shows the view model's results and forwards typing and taps to it.
final class ExploreViewController: ScreenViewController<ExploreViewModel> {
    private let tree: ExploreNodeTree

    init(viewModel: ExploreViewModel, components: Components) {
        tree = ExploreNodeTree(components: components)
        super.init(title: viewModel.strings.localized("explore.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
