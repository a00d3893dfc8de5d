/// One page of a list, as `GET /v1/feed` and `GET /v1/search` send it:
/// `{"items":[...],"page":1,"pageSize":20,"totalItems":14,"nextPage":2}`, `nextPage` `null` on
/// the last page. A page past the last one is empty.
struct ContentPage: Encodable, Equatable, Sendable {
    let items: [ContentSummary]
    let page: Int
    let pageSize: Int
    let totalItems: Int
    let nextPage: Int?

    /// The page `request` asks for of `articles`.
    init(of articles: [ContentArticle], _ request: ContentPageRequest) {
        // `page` has at most nine digits and `pageSize` two: the product is always an `Int`.
        let start = (request.page - 1) * request.pageSize
        let end = min(start + request.pageSize, articles.count)
        items = start < end ? articles[start..<end].map(\.asSummary) : []
        page = request.page
        pageSize = request.pageSize
        totalItems = articles.count
        nextPage = end < articles.count && start < end ? request.page + 1 : nil
    }

    private enum CodingKeys: String, CodingKey {
        case items, page, pageSize, totalItems, nextPage
    }

    /// Writes every key, `nextPage` as `null` on the last page (the synthesized form leaves it out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(page, forKey: .page)
        try container.encode(pageSize, forKey: .pageSize)
        try container.encode(totalItems, forKey: .totalItems)
        try container.encode(nextPage, forKey: .nextPage)
    }
}
