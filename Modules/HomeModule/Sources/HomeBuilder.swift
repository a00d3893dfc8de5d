import ArticleKit
import DesignSystem
import NavigationKit

/// The Home module's only entry point.
public enum HomeBuilder {
    /// Where bookmarks made in Home come from: the identifier saved sessions store, and the
    /// name a person reads, from this module's String Catalog.
    public static let bookmarkSource = BookmarkSource(
        identifier: "home", name: .localized("home.bookmarkSource", in: .module))

    /// A screen of the module a deep link can reach; the one open over the feed is what the
    /// module saves as its route across launches.
    public enum Destination: Equatable, Codable {
        /// The detail screen of the feed item `itemID`.
        case detail(itemID: String)
    }

    /// The feed screen, to be shown on the stack `dependencies.router` drives, and the way a
    /// deep link reaches a destination from it, through the same route a tap on the feed takes.
    /// Opening throws `ArticleOpeningError` saying, in the app's language, why a destination is
    /// not shown: the detail could not be pushed. The route it saves is the `Destination` open
    /// over the feed; restoring one reopens it once the server says the article still exists.
    public static func build(dependencies: HomeDependencies) -> FeatureEntry<Destination, ArticleOpeningError> {
        let feed = HomeFactory.make(dependencies: dependencies)
        return FeatureEntry(
            viewController: feed,
            opening: { destination throws(ArticleOpeningError) in try feed.viewModel.open(destination) },
            route: { [weak router = dependencies.router] in
                ArticleDetailFactory.openArticleID(on: router?.navigationController).map { .detail(itemID: $0) }
            },
            restore: { [articles = dependencies.articles] in feed.viewModel.reopen($0, articles: articles) })
    }
}
