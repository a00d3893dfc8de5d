@testable import ArticleKit

/// The kit's own session stand-in. Feature tests share `MockArticleBookmarks` from
/// TestSupport, which sits above the kits and so is out of this target's reach.
final class BookmarksInMemory: ArticleBookmarking {
    struct Call: Equatable {
        let isBookmarked: Bool
        let id: String
        let title: String
        let source: BookmarkSource
    }

    private(set) var bookmarkedIDs: Set<String>
    private(set) var setBookmarkCalls: [Call] = []

    init(bookmarkedIDs: Set<String> = []) {
        self.bookmarkedIDs = bookmarkedIDs
    }

    func isBookmarked(id: String) -> Bool { bookmarkedIDs.contains(id) }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        setBookmarkCalls.append(Call(isBookmarked: isBookmarked, id: id, title: title, source: source))
        if isBookmarked { bookmarkedIDs.insert(id) } else { bookmarkedIDs.remove(id) }
    }

    /// Removes a bookmark as another tab would, without recording a call.
    func removeElsewhere(id: String) { bookmarkedIDs.remove(id) }
}
