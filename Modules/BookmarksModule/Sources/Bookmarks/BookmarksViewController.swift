import Components
import HeadlessUI

/// The saved-items screen: reloads whenever it appears and forwards Remove taps.
final class BookmarksViewController: ViewController {
    /// Owned here: the screen lives as long as its decisions do.
    let viewModel: BookmarksViewModel
    private let layout: BookmarksView

    /// Creates the screen; its view is built on first access.
    init(viewModel: BookmarksViewModel, components: Components) {
        self.viewModel = viewModel
        self.layout = BookmarksView(components: components)
        super.init()
        title = "Bookmarks"
        viewModel.onChange = { [weak self] in self?.render() }
    }

    override func loadView() {
        view = makeView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Home and Explore change bookmarks while this tab is hidden.
        viewModel.refresh()
    }

    private func render() {
        guard isViewLoaded else { return }
        view = makeView()
    }

    private func makeView() -> ViewNode {
        layout.make(rows: viewModel.rows) { [weak viewModel] id in
            viewModel?.remove(id: id)
        }
    }
}
