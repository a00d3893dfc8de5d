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

    /// The ids of the articles whose details are among `screens` (a stack's screens, bottom
    /// first), in order: what a feature saves as the details it had open.
    public static func articleIDs(among screens: [ViewController]) -> [String] {
        screens.compactMap { ($0 as? ArticleDetailViewController)?.viewModel.id }
    }
}
