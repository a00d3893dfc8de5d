import ArticleKit
import DesignSystem
import NavigationKit

/// The Explore module's only entry point.
public enum ExploreBuilder {
    /// Where bookmarks made in Explore come from: the identifier saved sessions store, and the
    /// name a person reads, from this module's String Catalog.
    public static let bookmarkSource = BookmarkSource(
        identifier: "explore", name: .localized("explore.bookmarkSource", in: .module))

    /// A screen of the module a deep link can reach.
    public enum Destination: Equatable, Codable {
        /// The detail screen of the catalogue entry `itemID`.
        case detail(itemID: String)
    }

    /// The search screen, to be shown on the stack `dependencies.router` drives, with
    /// `dependencies.initialQuery` in its search field.
    /// Opening a destination from it takes the same route a tap on a result takes, and throws
    /// `ArticleOpeningError` saying, in the app's language, why it is not shown: the detail
    /// could not be pushed.
    /// The route it saves is a `Route`: restoring one searches again and reopens the detail once
    /// the server says the article still exists.
    public static func build(dependencies: ExploreDependencies) -> FeatureEntry<Destination, ArticleOpeningError> {
        let search = ExploreFactory.make(dependencies: dependencies)
        return FeatureEntry(
            viewController: search,
            opening: { destination throws(ArticleOpeningError) in try search.viewModel.open(destination) },
            route: { [weak router = dependencies.router] in
                let open = ArticleDetailFactory.openArticleID(on: router?.navigationController)
                let route = Route(query: search.viewModel.query, detail: open.map { .detail(itemID: $0) })
                return route == Route() ? nil : route
            },
            restore: { [articles = dependencies.articles] in search.viewModel.restore($0, articles: articles) })
    }
}

extension ExploreBuilder {
    /// Where a person is in the module, as it is saved across launches: the search, and the
    /// detail open over its results.
    public struct Route: Equatable, Codable {
        /// The text in the search field.
        public var query = ""
        /// The detail open over the results, if any.
        public var detail: Destination?

        /// The search for `query`, with `detail` open over it.
        public init(query: String = "", detail: Destination? = nil) {
            self.query = query
            self.detail = detail
        }
    }
}
