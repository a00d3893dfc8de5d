/// A page of the feed or of search results as the server writes it.
struct PageResponse: Decodable, Sendable {
    let items: [SummaryResponse]
    let page: Int
    let pageSize: Int
    let totalItems: Int
    let nextPage: Int?
}
