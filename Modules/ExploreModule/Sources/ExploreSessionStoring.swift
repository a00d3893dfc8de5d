/// What the Explore module needs of the session: reading and toggling bookmarks.
public protocol ExploreSessionStoring: AnyObject {
    /// Whether the item with this id is bookmarked.
    func isBookmarked(id: String) -> Bool
    /// Saves or removes the bookmark for an item; `source` names the module it came from.
    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: String)
}
