import Components
import DesignSystem
import HeadlessUI

/// The saved-items screen: reloads whenever it appears and forwards Remove taps.
final class BookmarksViewController: ScreenViewController<BookmarksViewModel> {
    private let tree: BookmarksNodeTree

    init(viewModel: BookmarksViewModel, components: Components) {
        tree = BookmarksNodeTree(components: components)
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("bookmarks.title"),
            viewModel: viewModel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Home and Explore change bookmarks while this tab is hidden.
        viewModel.refresh()
    }

    override func makeView() -> ViewNode {
        tree.make(rows: viewModel.rows) { [weak viewModel] id in
            viewModel?.remove(id: id)
        }
    }
}
