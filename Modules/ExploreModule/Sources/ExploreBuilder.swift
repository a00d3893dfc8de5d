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
    public enum Destination: Equatable {
        /// The detail screen of the catalogue entry `itemID`.
        case detail(itemID: String)
    }

    /// The search screen, to be shown on the stack `dependencies.router` drives, with
    /// `dependencies.initialQuery` in its search field.
    /// Opening a destination from it takes the same route a tap on a result takes, and throws
    /// `ArticleOpeningError` saying, in the app's language, why it is not shown: the detail
    /// could not be pushed.
    public static func build(dependencies: ExploreDependencies) -> FeatureEntry<Destination, ArticleOpeningError> {
        let search = ExploreFactory.make(dependencies: dependencies)
        return FeatureEntry(viewController: search) { destination throws(ArticleOpeningError) in
            try search.viewModel.open(destination)
        }
    }
}
