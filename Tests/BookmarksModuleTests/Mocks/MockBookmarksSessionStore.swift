import ArticleKit
import Foundation

@testable import BookmarksModule

/// An in-memory list of bookmarks that records every removal.
final class MockBookmarksSessionStore: BookmarksSessionStoring {
    var bookmarks: [BookmarksDependencies.SavedBookmark]
    private(set) var removedIDs: [String] = []

    init(bookmarks: [BookmarksDependencies.SavedBookmark] = []) {
        self.bookmarks = bookmarks
    }

    func savedBookmarks() -> [BookmarksDependencies.SavedBookmark] {
        bookmarks
    }

    func removeBookmark(id: String) {
        removedIDs.append(id)
        bookmarks.removeAll { $0.id == id }
    }
}
