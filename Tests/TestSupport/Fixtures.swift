import ArticleKit
import ContentModels
import DesignSystem

extension Article {
    /// An article with predictable text, for tests that do not need bundled content.
    public static func sample(id: String, title: String, category: String = "Testing") -> Article {
        Article(id: id, title: title, category: category, summary: "Summary of \(id).", body: "Body of \(id).")
    }
}

/// The bundled theme for `appearance`.
public func theme(_ appearance: Theme.Appearance) throws -> Theme {
    try DesignTokens.bundled().theme(appearance)
}
