/// An article as the content API serves it.
public struct ContentArticle: Sendable, Equatable {
    /// The article's stable identifier (`h1`, `e12`).
    public let id: String
    /// The headline.
    public let title: String
    /// The section it belongs to.
    public let category: String
    /// One or two sentences shown in lists.
    public let summary: String
    /// The full text; nil in pages, which carry summaries only.
    public let body: String?

    /// Creates an article.
    public init(id: String, title: String, category: String, summary: String, body: String?) {
        self.id = id
        self.title = title
        self.category = category
        self.summary = summary
        self.body = body
    }
}
