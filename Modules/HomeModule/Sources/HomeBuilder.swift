import ArticleKit
import DesignSystem
import NavigationKit

/// The Home module's only entry point.
public enum HomeBuilder {
    /// Where bookmarks made in Home come from: the identifier saved sessions store, and the
    /// name a person reads, from this module's String Catalog.
    public static let bookmarkSource = BookmarkSource(
        identifier: "home", name: .localized("home.bookmarkSource", in: .module))

    /// A screen of the module a deep link can reach.
    public enum Destination: Equatable {
        /// The detail screen of the feed item `itemID`.
        case detail(itemID: String)
    }

    /// The feed screen, to be shown on the stack `dependencies.router` drives, and the way a
    /// deep link reaches a destination from it, through the same route a tap on the feed takes.
    /// Opening throws `ArticleOpeningError` saying, in the app's language, why a destination is
    /// not shown: the detail could not be pushed.
    public static func build(dependencies: HomeDependencies) -> FeatureEntry<Destination, ArticleOpeningError> {
        let feed = HomeFactory.make(dependencies: dependencies)
        return FeatureEntry(viewController: feed) { destination throws(ArticleOpeningError) in
            try feed.viewModel.open(destination)
        }
    }
}
