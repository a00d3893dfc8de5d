import Foundation

/// What the Bookmarks module needs of the session: the saved items and removing one.
public protocol BookmarksSessionStoring: AnyObject {
    /// Every saved bookmark, in no particular order.
    func savedBookmarks() -> [(id: String, title: String, source: String, savedAt: Date)]
    /// Removes the bookmark with this id; nothing happens when there is none.
    func removeBookmark(id: String)
}
