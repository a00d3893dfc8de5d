import HeadlessUI

extension Components {
    /// A bookmarkable entry's screen: its category, its text and a button titled
    /// `bookmarkTitle` that runs `onToggleBookmark`. The button is the main action while the
    /// entry is not bookmarked, and a lesser one once it is.
    public func bookmarkDetail(
        category: String,
        body text: String,
        isBookmarked: Bool,
        bookmarkTitle: String,
        onToggleBookmark: @escaping @MainActor () -> Void
    ) -> ViewNode {
        // Saving is the screen's main action; undoing it is a lesser one.
        let button =
            isBookmarked
            ? secondaryButton(bookmarkTitle, identifier: "detail.bookmark", action: onToggleBookmark)
            : primaryButton(bookmarkTitle, identifier: "detail.bookmark", action: onToggleBookmark)
        return screen([
            caption(category, identifier: "detail.category"),
            body(text, identifier: "detail.body"),
            button,
        ])
    }
}
