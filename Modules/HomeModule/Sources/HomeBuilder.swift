import ArticleKit
import DesignSystem
import HeadlessUI

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

    /// The feed screen, to be shown on the stack `dependencies.router` drives.
    public static func build(dependencies: HomeDependencies) -> ViewController {
        HomeFactory.make(dependencies: dependencies)
    }

    /// Shows `destination` from `feed`, a screen `build(dependencies:)` made, through the same
    /// route a tap on the feed takes.
    ///
    /// - Throws: `ArticleOpeningError` saying, in the app's language, why it is not shown:
    ///   `feed` is not the Home feed, no item has that id, or the detail could not be pushed.
    public static func open(_ destination: Destination, from feed: ViewController) throws(ArticleOpeningError) {
        guard let feed = feed as? HomeViewController else {
            throw ArticleOpeningError(.notThisList, message: "the screen given is not the Home feed")
        }
        try feed.viewModel.open(destination)
    }
}
