import ArticleKit
import Components
import ContentModels
import DesignSystem
import Foundation
import NavigationKit
import TestSupport
import Testing

@testable import BookmarksModule

extension BookmarksDependencies.SavedBookmark {
    /// A bookmark made in a source shown as `sourceName`, saved `day` days after 1 March 2026
    /// (UTC midnight), so order and dates are predictable.
    static func saved(_ id: String, _ title: String, from sourceName: String, onDay day: Int) -> Self {
        Self(
            id: id, title: title,
            source: BookmarkSource(identifier: sourceName.lowercased(), name: .verbatim(sourceName)),
            savedAt: Date(timeIntervalSince1970: 1_772_323_200 + Double(day) * 86_400))
    }
}

/// Three bookmarks from both feature tabs, saved on different days, listed oldest first.
func threeBookmarks() -> [BookmarksDependencies.SavedBookmark] {
    [
        .saved("h3", "Routers inside a feature", from: "Home", onDay: 0),
        .saved("e7", "Déjà vu: replaying user flows", from: "Explore", onDay: 4),
        .saved("h5", "Proving a flow is released", from: "Home", onDay: 2),
    ]
}

/// Builds the saved-items screen with dates shown in UTC, so renders do not depend on the machine.
func bookmarksScreen(_ appearance: Theme.Appearance, store: MockBookmarksSessionStore) throws -> BookmarksViewController
{
    let viewModel = BookmarksViewModel(
        sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
    return BookmarksViewController(viewModel: viewModel, components: .init(theme: try theme(appearance)))
}

/// The articles the tests' server still has: `h3` and `e7` of `threeBookmarks()`, not `h5`.
let serverArticles: [Article] = [
    .sample(id: "h3", title: "Routers inside a feature"),
    .sample(id: "e7", title: "Déjà vu: replaying user flows"),
]

/// The saved items at the root of a visible navigation stack, as App shows them, and the entry
/// their builder returned, through which links open; `articles` answers the details.
func linkableBookmarksOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockBookmarksSessionStore = MockBookmarksSessionStore(bookmarks: threeBookmarks()),
    articles: ContentStub = ContentStub(serverArticles)
) throws -> (screen: ScreenHarness, list: FeatureEntry<BookmarksBuilder.Destination, ArticleOpeningError>) {
    let resolved = try theme(appearance)
    var entry: FeatureEntry<BookmarksBuilder.Destination, ArticleOpeningError>?
    let screen = try ScreenHarness(theme: resolved) { router in
        let built = BookmarksBuilder.build(
            dependencies: BookmarksDependencies(
                theme: resolved, sessionStore: store, articles: articles, router: router))
        entry = built
        return built.viewController
    }
    return (screen, try #require(entry))
}
