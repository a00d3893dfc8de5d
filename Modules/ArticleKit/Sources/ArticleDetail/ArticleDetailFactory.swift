import Components
import DesignSystem
import HeadlessUI

/// Makes an article's detail screen; features' screen routers use it.
public enum ArticleDetailFactory {
    /// Makes the detail of the article `id`, fetched through `articles` when the screen appears
    /// and titled `title` until then (a list knows the headline; a deep link does not). Its
    /// bookmark is read and saved through `bookmarks` as made in `source`.
    public static func make(
        id: String,
        title: String?,
        articles: any ArticleLoading,
        source: BookmarkSource,
        bookmarks: any ArticleBookmarking,
        components: Components
    ) -> ViewController {
        let viewModel = ArticleDetailViewModel(
            id: id, articles: articles, source: source, bookmarks: bookmarks,
            strings: LocalizedStrings(bundle: .module, language: components.theme.language))
        return ArticleDetailViewController(viewModel: viewModel, title: title, components: components)
    }

    /// The id of the article whose detail is the topmost on `stack`: what a feature saves as
    /// the detail it had open; `nil` when none is.
    public static func openArticleID(on stack: NavigationController?) -> String? {
        stack?.viewControllers.lazy.compactMap { ($0 as? ArticleDetailViewController)?.viewModel.id }.last
    }
}
