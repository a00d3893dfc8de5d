import ArticleKit
import Foundation

@testable import BookmarksModule

/// An in-memory list of bookmarks that records every removal; an opened article's detail reads
/// and toggles its bookmarks here too.
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

    func isBookmarked(id: String) -> Bool {
        bookmarks.contains { $0.id == id }
    }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        guard isBookmarked else { return removeBookmark(id: id) }
        guard !self.isBookmarked(id: id) else { return }
        bookmarks.append(.init(id: id, title: title, source: source, savedAt: Date()))
    }
}
