import ArticleKit
import Foundation

/// Matches catalogue entries against what a person types in the search field.
nonisolated enum CatalogueSearch {
    /// The entries whose title or category contains every word of `query`, ignoring case and
    /// diacritics, in catalogue order. A blank query keeps every entry.
    static func filter(_ items: [SearchableCatalogueItem], query: String) -> [Article] {
        let words = folded(query).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return items.map(\.item) }
        return items.filter { entry in words.allSatisfy { entry.searchableText.contains($0) } }.map(\.item)
    }

    /// `text` as the search compares it, so "Déjà" and "deja" are the same.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
