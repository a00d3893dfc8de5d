import Components
import HeadlessUI

/// An article's detail screen: shows the view model's state and forwards the bookmark tap.
final class ArticleDetailViewController: ScreenViewController<ArticleDetailViewModel> {
    private let tree: ArticleDetailNodeTree

    /// Creates the screen, titled with the article's headline.
    init(viewModel: ArticleDetailViewModel, components: Components) {
        tree = ArticleDetailNodeTree(components: components)
        super.init(title: viewModel.article.title, viewModel: viewModel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Another tab may have removed the bookmark while this screen was away.
        viewModel.refresh()
    }

    override func makeView() -> ViewNode {
        tree.make(
            article: viewModel.article,
            isBookmarked: viewModel.isBookmarked,
            bookmarkTitle: viewModel.bookmarkButtonTitle
        ) { [weak viewModel] in
            viewModel?.toggleBookmark()
        }
    }
}
