import ArticleKit
import Components
import DesignSystem
import HeadlessUI

/// The Explore module's only entry point.
public enum ExploreBuilder {
    /// Where bookmarks made in Explore come from; its identifier is what saved sessions store.
    public static let bookmarkSource = BookmarkSource(identifier: "explore", displayName: "Explore")

    /// Builds the search screen.
    public static func build(dependencies: ExploreDependencies) -> ViewController {
        let router = ExploreRouter(dependencies: dependencies)
        let viewModel = ExploreViewModel(
            catalogue: CatalogueLoader.bundled,
            folded: CatalogueLoader.bundledSearchable,
            initialQuery: dependencies.initialQuery,
            router: router
        )
        let controller = ExploreViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.viewController = controller
        return controller
    }

    /// Builds the detail screen of the catalogue item `itemID`, for deep links; `nil` when
    /// the catalogue has no such item.
    public static func buildDetail(itemID: String, dependencies: ExploreDependencies) -> ViewController? {
        guard case let .success(items) = CatalogueLoader.bundled, let item = items.first(where: { $0.id == itemID })
        else {
            return nil
        }
        return buildDetail(of: item, dependencies: dependencies)
    }

    /// Builds the detail screen of `article`, whose bookmark is made in Explore; the search
    /// screen's router and deep links both come here.
    static func buildDetail(of article: Article, dependencies: ExploreDependencies) -> ViewController {
        ArticleDetailBuilder.build(
            article: article,
            source: bookmarkSource,
            bookmarks: dependencies.sessionStore,
            components: Components(theme: dependencies.theme)
        )
    }
}
