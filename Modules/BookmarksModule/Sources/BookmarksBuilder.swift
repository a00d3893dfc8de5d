import ArticleKit
import NavigationKit

/// The Bookmarks module's only entry point.
public enum BookmarksBuilder {
    /// Where a bookmark comes from when it is made again in a detail Bookmarks opened and the
    /// session no longer knows where it was first made.
    public static let bookmarkSource = BookmarkSource(
        identifier: "bookmarks", name: .localized("bookmarks.bookmarkSource", in: .module))

    /// A screen of the module a deep link can reach; the one open over the list is what the
    /// module saves as its route across launches.
    public enum Destination: Equatable, Codable {
        /// The detail screen of the saved article `itemID`.
        case detail(itemID: String)
    }

    /// The saved-items screen, to be shown on the stack `dependencies.router` drives. It reads
    /// the bookmarks again each time it appears, since other tabs change them while it is
    /// hidden. Opening a destination from it takes the same route a tap on a bookmark takes,
    /// and throws `ArticleOpeningError` saying, in the app's language, why it is not shown: the
    /// article is not among the bookmarks, or its detail could not be pushed.
    /// Restoring a saved `Destination` reopens it while the article is still saved and the
    /// server still has it.
    public static func build(dependencies: BookmarksDependencies) -> FeatureEntry<Destination, ArticleOpeningError> {
        let list = BookmarksFactory.make(dependencies: dependencies)
        return FeatureEntry(
            viewController: list,
            opening: { destination throws(ArticleOpeningError) in try list.viewModel.open(destination) },
            route: { [weak router = dependencies.router] in
                ArticleDetailFactory.openArticleID(on: router?.navigationController).map { .detail(itemID: $0) }
            },
            restore: { [articles = dependencies.articles] in list.viewModel.reopen($0, articles: articles) })
    }
}
