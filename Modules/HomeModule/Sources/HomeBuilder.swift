import ArticleKit
import Components
import DesignSystem
import HeadlessUI

/// The Home module's only entry point.
public enum HomeBuilder {
    /// Where bookmarks made in Home come from; its identifier is what saved sessions store.
    public static let bookmarkSource = BookmarkSource(identifier: "home", displayName: "Home")

    /// A screen of the module a deep link can reach.
    public enum Destination: Equatable {
        /// The detail screen of the feed item `itemID`.
        case detail(itemID: String)
    }

    /// Builds the feed screen.
    public static func build(dependencies: HomeDependencies) -> ViewController {
        let router = HomeRouter(dependencies: dependencies)
        let viewModel = HomeViewModel(
            feed: FeedLoader.bundled, router: router, strings: HomeStrings.strings(in: dependencies.theme.language))
        return HomeViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }

    /// Shows `destination` from `feed`, a screen `build(dependencies:)` made, through the same
    /// route a tap on the feed takes. Returns `nil` when it is shown, otherwise why not.
    public static func open(_ destination: Destination, from feed: ViewController) -> String? {
        guard let feed = feed as? HomeViewController else { return "the screen given is not the Home feed" }
        return feed.viewModel.open(destination)
    }
}
