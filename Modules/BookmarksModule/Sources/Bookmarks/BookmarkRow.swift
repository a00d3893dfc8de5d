/// What the list shows for one saved bookmark.
struct BookmarkRow: Equatable {
    /// The bookmarked item's id.
    let id: String
    /// The item's title as it was when saved.
    let title: String
    /// Where the item came from and when it was saved.
    let subtitle: String
}
