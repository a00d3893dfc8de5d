import Components
import HeadlessUI

/// Assembles an article's detail screen; features' routers and deep links use it.
public enum ArticleDetailBuilder {
    /// Builds the detail of `article`, reading and saving its bookmark through `bookmarks` as
    /// made in `source`.
    public static func build(
        article: Article,
        source: BookmarkSource,
        bookmarks: any ArticleBookmarking,
        components: Components
    ) -> ViewController {
        let viewModel = ArticleDetailViewModel(article: article, source: source, bookmarks: bookmarks)
        return ArticleDetailViewController(viewModel: viewModel, components: components)
    }
}
