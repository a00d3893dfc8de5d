import Components
import DesignSystem
import Foundation

@testable import BookmarksModule

extension MockBookmarksSessionStore.Bookmark {
    /// A bookmark saved `day` days after 1 March 2026 (UTC midnight), so order and dates are predictable.
    static func saved(_ id: String, _ title: String, from source: String, onDay day: Int) -> Self {
        Self(
            id: id, title: title, source: source,
            savedAt: Date(timeIntervalSince1970: 1_772_323_200 + Double(day) * 86_400))
    }
}

/// Three bookmarks from both feature tabs, saved on different days, listed oldest first.
func threeBookmarks() -> [MockBookmarksSessionStore.Bookmark] {
    [
        .saved("h3", "Routers inside a feature", from: "home", onDay: 0),
        .saved("e7", "Déjà vu: replaying user flows", from: "explore", onDay: 4),
        .saved("h5", "Proving a flow is released", from: "home", onDay: 2),
    ]
}

/// The bundled theme for `appearance`.
func theme(_ appearance: Theme.Appearance) throws -> Theme {
    try DesignTokens.bundled().theme(appearance)
}

/// Builds the saved-items screen with dates shown in UTC, so renders do not depend on the machine.
func bookmarksScreen(_ appearance: Theme.Appearance, store: MockBookmarksSessionStore) throws -> BookmarksViewController
{
    let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt)
    return BookmarksViewController(viewModel: viewModel, components: .init(theme: try theme(appearance)))
}
