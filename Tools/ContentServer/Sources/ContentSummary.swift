/// An article as a page of the feed or of search results lists it: without its body, which
/// the client fetches when the article is opened.
struct ContentSummary: Codable, Equatable, Sendable {
    let id: String
    let title: String
    let category: String
    let summary: String
}
