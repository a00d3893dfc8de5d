import ArticleKit

/// What the Bookmarks module needs of the session: the saved items, removing one, and an
/// opened article's bookmark.
public protocol BookmarksSessionStoring: ArticleBookmarking {
    /// Every saved bookmark, in no particular order.
    func savedBookmarks() -> [BookmarksDependencies.SavedBookmark]
    /// Removes the bookmark with this id; nothing happens when there is none.
    func removeBookmark(id: String)
}
