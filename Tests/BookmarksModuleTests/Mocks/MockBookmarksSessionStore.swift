import Foundation

@testable import BookmarksModule

/// An in-memory list of bookmarks that records every removal.
final class MockBookmarksSessionStore: BookmarksSessionStoring {
    struct Bookmark {
        let id: String
        let title: String
        let source: String
        let savedAt: Date
    }

    var bookmarks: [Bookmark]
    private(set) var removedIDs: [String] = []

    init(bookmarks: [Bookmark] = []) {
        self.bookmarks = bookmarks
    }

    func savedBookmarks() -> [(id: String, title: String, source: String, savedAt: Date)] {
        bookmarks.map { ($0.id, $0.title, $0.source, $0.savedAt) }
    }

    func removeBookmark(id: String) {
        removedIDs.append(id)
        bookmarks.removeAll { $0.id == id }
    }
}
