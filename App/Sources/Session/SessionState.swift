import Foundation

/// Everything the session keeps, as one value so that a write replaces it whole. Holds no
/// password: there is no field for one.
nonisolated struct SessionState: Equatable {
    /// One saved item.
    struct Bookmark: Equatable {
        var id: String
        var title: String
        /// Where the item came from, as stored: an identifier such as "home" or "explore".
        var source: String
        var savedAt: Date
    }

    /// A problem report waiting for delivery; the app has no network, so it stays here.
    struct Report: Equatable {
        var message: String
        var keptAt: Date
    }

    var isLoggedIn = false
    var displayName = ""
    var email = ""
    var bookmarks = BookmarkList()
    var outbox: [Report] = []

    /// The logged-out, empty state.
    static let empty = SessionState()
}
