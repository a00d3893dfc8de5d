import Components
import HeadlessUI

/// The saved-items screen: shows the view model's rows and forwards taps to it.
final class BookmarksViewController: ScreenViewController<BookmarksViewModel> {
    private let tree: BookmarksNodeTree

    init(viewModel: BookmarksViewModel, components: Components) {
        tree = BookmarksNodeTree(components: components)
        super.init(title: viewModel.strings.localized("bookmarks.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
