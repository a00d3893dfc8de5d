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
        // Saving is the screen's main action; undoing it is a lesser one.
        let button =
            isBookmarked
            ? components.secondaryButton(bookmarkTitle, identifier: "detail.bookmark", action: onToggleBookmark)
            : components.primaryButton(bookmarkTitle, identifier: "detail.bookmark", action: onToggleBookmark)
        return components.screen([
            components.caption(item.category, identifier: "detail.category"),
            components.body(item.body, identifier: "detail.body"),
            button,
        ])
    }
}
