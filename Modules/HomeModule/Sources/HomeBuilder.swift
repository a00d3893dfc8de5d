import ArticleKit
import Components
import DesignSystem
import HeadlessUI

/// The Home module's only entry point.
public enum HomeBuilder {
    /// Where bookmarks made in Home come from; its identifier is what saved sessions store.
    public static let bookmarkSource = BookmarkSource(identifier: "home", displayName: "Home")

    /// Builds the feed screen.
    public static func build(dependencies: HomeDependencies) -> ViewController {
        let router = HomeRouter(dependencies: dependencies)
        let viewModel = HomeViewModel(feed: FeedLoader.bundled, router: router)
        let controller = HomeViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.viewController = controller
        return controller
    }

    /// Builds the detail screen of the feed item `itemID`, for deep links; `nil` when the
    /// feed has no such item.
    public static func buildDetail(itemID: String, dependencies: HomeDependencies) -> ViewController? {
        guard case let .success(items) = FeedLoader.bundled, let item = items.first(where: { $0.id == itemID }) else {
            return nil
        }
        return buildDetail(of: item, dependencies: dependencies)
    }

    /// Builds the detail screen of `article`, whose bookmark is made in Home; the feed's
    /// router and deep links both come here.
    static func buildDetail(of article: Article, dependencies: HomeDependencies) -> ViewController {
        ArticleDetailBuilder.build(
            article: article,
            source: bookmarkSource,
            bookmarks: dependencies.sessionStore,
            components: Components(theme: dependencies.theme)
        )
    }
}
