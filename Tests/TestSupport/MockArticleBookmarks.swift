import ArticleKit

/// An in-memory session for the features that show articles: records every bookmark change.
/// A feature's tests make it their session with an empty conformance
/// (`extension MockArticleBookmarks: HomeSessionStoring {}`).
public final class MockArticleBookmarks: ArticleBookmarking {
    /// One call of `setBookmarked`.
    public struct SetBookmarkCall: Equatable {
        /// Whether the bookmark was to be saved (`true`) or removed.
        public let isBookmarked: Bool
        /// The article's id.
        public let id: String
        /// The article's title.
        public let title: String
        /// Where the bookmark was made.
        public let source: BookmarkSource

        /// Creates the record of a call.
        public init(isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
            self.isBookmarked = isBookmarked
            self.id = id
            self.title = title
            self.source = source
        }
    }

    /// The ids bookmarked now.
    public private(set) var bookmarkedIDs: Set<String>
    /// Every call of `setBookmarked`, in order.
    public private(set) var setBookmarkCalls: [SetBookmarkCall] = []

    /// Creates a session holding `bookmarkedIDs`.
    public init(bookmarkedIDs: Set<String> = []) {
        self.bookmarkedIDs = bookmarkedIDs
    }

    /// Whether `id` is bookmarked now.
    public func isBookmarked(id: String) -> Bool {
        bookmarkedIDs.contains(id)
    }

    /// Records the call, then saves or removes the bookmark.
    public func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        setBookmarkCalls.append(SetBookmarkCall(isBookmarked: isBookmarked, id: id, title: title, source: source))
        if isBookmarked {
            bookmarkedIDs.insert(id)
        } else {
            bookmarkedIDs.remove(id)
        }
    }

    /// Removes a bookmark as another tab would, without recording a call.
    public func removeElsewhere(id: String) {
        bookmarkedIDs.remove(id)
    }
}
