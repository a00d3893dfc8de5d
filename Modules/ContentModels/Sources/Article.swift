/// An article as a person reads it: what the services hand the features once the server's
/// answer is checked, so every field is filled and the text is there.
public nonisolated struct Article: Equatable, Sendable {
    /// Stable identifier (`h1`, `e1`, ...), used in deep links and accessibility identifiers.
    public let id: String
    /// Unique headline, also the detail screen's title.
    public let title: String
    /// The topic the article belongs to.
    public let category: String
    /// One sentence shown in lists.
    public let summary: String
    /// The full text shown on the detail screen.
    public let body: String

    /// Creates an article from its fields.
    public init(id: String, title: String, category: String, summary: String, body: String) {
        self.id = id
        self.title = title
        self.category = category
        self.summary = summary
        self.body = body
    }

    /// What a list shows of this article.
    public var summarized: ArticleSummary {
        ArticleSummary(id: id, title: title, category: category, summary: summary)
    }
}
