import Components
import DesignSystem
import HeadlessUI

/// Review changes: the new name and email, and "Save".
final class ReviewChangesViewController: ScreenViewController<ReviewChangesViewModel> {
    private let tree: ReviewChangesNodeTree

    init(viewModel: ReviewChangesViewModel, components: Components) {
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        tree = ReviewChangesNodeTree(components: components, strings: strings)
        super.init(title: strings.localized("reviewChanges.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(changes: viewModel.changes) { [weak viewModel] in viewModel?.didTapSave() }
    }
}
