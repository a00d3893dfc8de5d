/// One article: a feed item (`h…`) or a catalogue entry (`e…`), as the bundled files hold it
/// and `GET /v1/articles/{id}` sends it.
struct ContentArticle: Codable, Equatable, Sendable {
    let id: String
    let title: String
    let category: String
    let summary: String
    let body: String

    /// What a page lists of it: everything but the body.
    var asSummary: ContentSummary {
        ContentSummary(id: id, title: title, category: category, summary: summary)
    }
}
