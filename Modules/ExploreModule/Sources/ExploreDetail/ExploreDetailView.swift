import Components
import HeadlessUI

/// A catalogue entry's node tree: its category, its text and the bookmark button.
struct ExploreDetailView {
    let components: Components

    /// Builds the tree; `onToggleBookmark` runs when the bookmark button is tapped.
    func make(
        item: CatalogueItem,
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
