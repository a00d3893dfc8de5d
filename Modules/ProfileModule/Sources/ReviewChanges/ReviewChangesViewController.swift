import Components
import HeadlessUI

/// Review changes: the new name and email, and "Save".
final class ReviewChangesViewController: ScreenViewController<ReviewChangesViewModel> {
    private let tree: ReviewChangesNodeTree

    init(viewModel: ReviewChangesViewModel, components: Components) {
        tree = ReviewChangesNodeTree(components: components)
        super.init(title: viewModel.strings.localized("reviewChanges.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
