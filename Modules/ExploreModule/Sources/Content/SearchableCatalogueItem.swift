import ArticleKit

/// A catalogue entry with the text the search compares against it, folded once when the
/// catalogue loads rather than on every keystroke.
nonisolated struct SearchableCatalogueItem: Sendable {
    /// The entry itself.
    let item: Article
    /// The entry's title and category, folded as `CatalogueSearch` compares them.
    let searchableText: String

    init(_ item: Article) {
        self.item = item
        searchableText = CatalogueSearch.folded(item.title + " " + item.category)
    }
}
