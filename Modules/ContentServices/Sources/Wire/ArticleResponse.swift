/// One article with its body, as `/v1/articles/{id}` writes it.
struct ArticleResponse: Decodable, Sendable {
    let id: String
    let title: String
    let category: String
    let summary: String
    let body: String
}
