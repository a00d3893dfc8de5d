import Components
import HeadlessUI

/// An article's detail screen: shows the view model's state and forwards the bookmark tap.
final class ArticleDetailViewController: ViewController {
    /// Owned here: the screen lives as long as its decisions do.
    let viewModel: ArticleDetailViewModel
    private let layout: ArticleDetailView

    /// Creates the screen, titled with the article's headline.
    init(viewModel: ArticleDetailViewModel, components: Components) {
        self.viewModel = viewModel
        self.layout = ArticleDetailView(components: components)
        super.init()
        title = viewModel.article.title
        viewModel.onChange = { [weak self] in self?.render() }
    }

    override func loadView() {
        view = makeView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.refresh()
    }

    private func render() {
        guard isViewLoaded else { return }
        view = makeView()
    }

    private func makeView() -> ViewNode {
        layout.make(
            article: viewModel.article,
            isBookmarked: viewModel.isBookmarked,
            bookmarkTitle: viewModel.bookmarkButtonTitle
        ) { [weak viewModel] in
            viewModel?.toggleBookmark()
        }
    }
}
