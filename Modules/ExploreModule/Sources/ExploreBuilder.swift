import ArticleKit
import DesignSystem
import HeadlessUI

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
    public static func build(dependencies: ExploreDependencies) -> ViewController {
        ExploreFactory.make(dependencies: dependencies)
    }

    /// Shows `destination` from `search`, a screen `build(dependencies:)` made, through the
    /// same route a tap on a result takes.
    ///
    /// - Throws: `ArticleOpeningError` saying, in the app's language, why it is not shown:
    ///   `search` is not Explore, no entry has that id, or the detail could not be pushed.
    public static func open(_ destination: Destination, from search: ViewController) throws(ArticleOpeningError) {
        guard let search = search as? ExploreViewController else {
            throw ArticleOpeningError(.notThisList, message: "the screen given is not Explore")
        }
        try search.viewModel.open(destination)
    }
}
