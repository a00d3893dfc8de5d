/// What an article's detail screen needs of the session: reading and toggling its bookmark.
/// Each feature that shows articles refines it in its own session protocol.
public protocol ArticleBookmarking: AnyObject {
    /// Whether the article with this id is bookmarked.
    func isBookmarked(id: String) -> Bool
    /// Saves or removes the bookmark for an article; `source` says where it was made.
    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource)
}
