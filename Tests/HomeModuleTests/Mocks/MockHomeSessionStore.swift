@testable import HomeModule

/// An in-memory session that records every bookmark change.
final class MockHomeSessionStore: HomeSessionStoring {
    struct SetBookmarkCall: Equatable {
        let isBookmarked: Bool
        let id: String
        let title: String
        let source: String
    }

    private(set) var bookmarkedIDs: Set<String>
    private(set) var setBookmarkCalls: [SetBookmarkCall] = []

    init(bookmarkedIDs: Set<String> = []) {
        self.bookmarkedIDs = bookmarkedIDs
    }

    func isBookmarked(id: String) -> Bool {
        bookmarkedIDs.contains(id)
    }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: String) {
        setBookmarkCalls.append(SetBookmarkCall(isBookmarked: isBookmarked, id: id, title: title, source: source))
        if isBookmarked {
            bookmarkedIDs.insert(id)
        } else {
            bookmarkedIDs.remove(id)
        }
    }

    /// Removes a bookmark as another tab would, without recording a call.
    func removeElsewhere(id: String) {
        bookmarkedIDs.remove(id)
    }
}
