import Components
import HeadlessUI

/// An article's node tree: its category, its text and the bookmark button.
struct ArticleDetailNodeTree {
    let components: Components

    /// Builds the tree; `onToggleBookmark` runs when the bookmark button is tapped.
    func make(
        article: Article,
        isBookmarked: Bool,
        bookmarkTitle: String,
        onToggleBookmark: @escaping @MainActor () -> Void
    ) -> ViewNode {
        components.bookmarkDetail(
            category: article.category,
            body: article.body,
            isBookmarked: isBookmarked,
            bookmarkTitle: bookmarkTitle,
            onToggleBookmark: onToggleBookmark
        )
    }
}
