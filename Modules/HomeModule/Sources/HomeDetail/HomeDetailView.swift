import Components
import HeadlessUI

/// An article's node tree: its category, its text and the bookmark button.
struct HomeDetailView {
    let components: Components

    /// Builds the tree; `onToggleBookmark` runs when the bookmark button is tapped.
    func make(
        item: FeedItem,
        isBookmarked: Bool,
        bookmarkTitle: String,
        onToggleBookmark: @escaping @MainActor () -> Void
    ) -> ViewNode {
        components.bookmarkDetail(
            category: item.category,
            body: item.body,
            isBookmarked: isBookmarked,
            bookmarkTitle: bookmarkTitle,
            onToggleBookmark: onToggleBookmark
        )
    }
}
