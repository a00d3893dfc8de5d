import Foundation

/// Everything the session keeps, as one value so that a write replaces it whole. Holds no
/// password: there is no field for one.
public nonisolated struct SessionState: Equatable, Sendable {
    /// One saved item.
    public struct Bookmark: Equatable, Sendable {
        /// The item's identifier.
        public var id: String
        /// The item's title when it was saved.
        public var title: String
        /// Where the item came from, as stored: an identifier such as "home" or "explore".
        public var source: String
        /// When it was saved.
        public var savedAt: Date

        /// The bookmark of item `id`, saved from `source` at `savedAt`.
        public init(id: String, title: String, source: String, savedAt: Date) {
            self.id = id
            self.title = title
            self.source = source
            self.savedAt = savedAt
        }
    }

    /// A problem report waiting for delivery; the app has no network, so it stays here.
    struct Report: Equatable, Sendable {
        var message: String
        var keptAt: Date
    }

    /// Whether someone is logged in.
    public var isLoggedIn = false
    /// The logged-in person's name.
    public var displayName = ""
    /// The logged-in person's email address.
    public var email = ""
    /// The saved items.
    public var bookmarks = BookmarkList()
    var outbox: [Report] = []
    /// Where the person was when the app last went to the background; `nil` when it opens at
    /// its first screens.
    public var place: SavedPlace?

    /// The logged-out, empty state.
    public static let empty = SessionState()
}

nonisolated extension SessionState {
    /// A session with the values given, and no report waiting.
    public init(
        isLoggedIn: Bool = false, displayName: String = "", email: String = "", bookmarks: BookmarkList = BookmarkList()
    ) {
        self.init(
            isLoggedIn: isLoggedIn, displayName: displayName, email: email, bookmarks: bookmarks, outbox: [], place: nil
        )
    }
}
