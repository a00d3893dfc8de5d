import ContentModels
import Foundation

/// Turns the server's bodies into the domain's types, once, refusing what the API would never send:
/// a screen then never shows an empty title or the same article twice.
enum ResponseMapper {
    /// The page in `body`, which answered a request for page `requestedPage`; `source` names the
    /// request in messages (`/v1/feed?page=1&pageSize=20`).
    static func page(from body: Data, requestedPage: Int, source: String) throws(ContentServiceError) -> ArticlePage {
        let response = try decode(PageResponse.self, from: body, source: source)
        guard response.page == requestedPage else {
            throw .malformed(reason: "\(source): page: expected \(requestedPage), found \(response.page)")
        }
        if let next = response.nextPage, next <= response.page {
            throw .malformed(reason: "\(source): nextPage: expected more than \(response.page), found \(next)")
        }
        guard response.totalItems >= response.items.count else {
            throw .malformed(
                reason: "\(source): totalItems: \(response.totalItems) is fewer than the page's "
                    + "\(response.items.count) items"
            )
        }
        var seen: Set<String> = []
        var articles: [ArticleSummary] = []
        for (index, item) in response.items.enumerated() {
            let fields = [
                ("id", item.id), ("title", item.title), ("category", item.category), ("summary", item.summary),
            ]
            try requireFilled(fields, at: "\(source): items[\(index)]")
            guard seen.insert(item.id).inserted else {
                throw .malformed(reason: "\(source): items[\(index)].id: \(item.id) appears twice")
            }
            articles.append(
                ArticleSummary(id: item.id, title: item.title, category: item.category, summary: item.summary))
        }
        return ArticlePage(
            articles: articles, page: response.page, nextPage: response.nextPage, totalItems: response.totalItems)
    }

    /// The article in `body`, which answered a request for `requestedID`.
    static func article(from body: Data, requestedID: String, source: String) throws(ContentServiceError)
        -> Article
    {
        let response = try decode(ArticleResponse.self, from: body, source: source)
        let fields = [
            ("id", response.id), ("title", response.title), ("category", response.category),
            ("summary", response.summary), ("body", response.body),
        ]
        try requireFilled(fields, at: source)
        guard response.id == requestedID else {
            throw .malformed(reason: "\(source): id: expected \(requestedID), found \(response.id)")
        }
        return Article(
            id: response.id, title: response.title, category: response.category, summary: response.summary,
            body: response.body)
    }

    /// The error a status other than 200 and 304 stands for. A 404 is an unknown article only
    /// when the body is the API's `notFound` error: a 404 from something else at that address
    /// (a proxy, a wrong base URL) is a server problem, not a missing article.
    static func error(status: Int, body: Data) -> ContentServiceError {
        if status == 404, (try? JSONDecoder().decode(ErrorResponse.self, from: body))?.error.code == "notFound" {
            return .notFound
        }
        return .server(status: status)
    }

    /// One decoder for every body: making one per response cost a tenth of decoding a page. It
    /// is never configured after this, and decoding with it from several tasks at once is safe.
    private static let decoder = JSONDecoder()

    private static func decode<Wire: Decodable>(_ type: Wire.Type, from body: Data, source: String)
        throws(ContentServiceError) -> Wire
    {
        do {
            return try decoder.decode(type, from: body)
        } catch let error as DecodingError {
            throw .malformed(reason: "\(source): \(DecodingMessage.describe(error))")
        } catch {
            throw .malformed(reason: "\(source): \(error.localizedDescription)")
        }
    }

    /// A field is filled when it holds one character that is not white space. Checked with
    /// `Character.isWhitespace`, which stops at the first such character: trimming the field with
    /// a `CharacterSet` instead cost more than decoding the whole page.
    private static func requireFilled(_ fields: [(String, String)], at place: String) throws(ContentServiceError) {
        for (name, value) in fields where value.allSatisfy(\.isWhitespace) {
            throw .malformed(reason: "\(place).\(name): empty")
        }
    }
}
