/// What a list shows of an article before it is opened: everything but its text.
public nonisolated struct ArticleSummary: Equatable, Sendable {
    /// Stable identifier (`h1`, `e1`, ...), used in deep links and accessibility identifiers.
    public let id: String
    /// Unique headline, also the detail screen's title.
    public let title: String
    /// The topic the article belongs to.
    public let category: String
    /// One sentence shown in lists.
    public let summary: String

    /// Creates a summary from its fields.
    public init(id: String, title: String, category: String, summary: String) {
        self.id = id
        self.title = title
        self.category = category
        self.summary = summary
    }
}
