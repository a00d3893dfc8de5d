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
            router: router,
            strings: ExploreStrings.strings(in: dependencies.theme.language)
        )
        return ExploreViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
    }

    /// A screen of the module a deep link can reach.
    public enum Destination: Equatable {
        /// The detail screen of the catalogue entry `itemID`.
        case detail(itemID: String)
    }

    /// Shows `destination` from `search`, a screen `build(dependencies:)` made, through the
    /// same route a tap on a result takes. Returns `nil` when it is shown, otherwise why not.
    public static func open(_ destination: Destination, from search: ViewController) -> String? {
        guard let search = search as? ExploreViewController else { return "the screen given is not Explore" }
        return search.viewModel.open(destination)
    }
}
