import Components
import HeadlessUI

/// An article's detail screen: shows the view model's state and forwards taps; titled with the
/// article's headline, known from the list or once the article is fetched.
final class ArticleDetailViewController: ScreenViewController<ArticleDetailViewModel> {
    private let tree: ArticleDetailNodeTree

    /// Creates the screen, titled `title` until the article is fetched.
    init(viewModel: ArticleDetailViewModel, title: String?, components: Components) {
        tree = ArticleDetailNodeTree(components: components)
        super.init(title: title ?? "", viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        if let article = viewModel.article { title = article.title }
        return tree.make(for: viewModel)
    }
}
