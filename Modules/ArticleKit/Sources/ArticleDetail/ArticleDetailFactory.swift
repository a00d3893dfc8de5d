import Components
import DesignSystem
import HeadlessUI

/// Makes an article's detail screen; features' screen routers use it.
public enum ArticleDetailFactory {
    /// Makes the detail of `article`, reading and saving its bookmark through `bookmarks` as
    /// made in `source`.
    public static func make(
        article: Article,
        source: BookmarkSource,
        bookmarks: any ArticleBookmarking,
        components: Components
    ) -> ViewController {
        let viewModel = ArticleDetailViewModel(
            article: article, source: source, bookmarks: bookmarks,
            strings: LocalizedStrings(bundle: .module, language: components.theme.language))
        return ArticleDetailViewController(viewModel: viewModel, components: components)
    }
}
