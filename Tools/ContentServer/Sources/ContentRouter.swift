import HTTPServerKit

/// The API's routes, answered from the library:
///
/// - `GET /v1/feed?page=&pageSize=`: a page of the feed;
/// - `GET /v1/articles/{id}`: one feed item or catalogue entry;
/// - `GET /v1/search?q=&page=&pageSize=`: a page of the catalogue entries that match `q`.
///
/// HEAD is answered as GET without the body; any other method is 405, an unknown path or id
/// 404, a parameter out of bounds 400. Paths are compared as sent, still percent-encoded.
struct ContentRouter: Sendable {
    let library: ContentLibrary

    /// The path of the feed: the `new-article` scenario counts requests to it.
    static let feedPath = "/v1/feed"
    private static let articlePrefix = "/v1/articles/"
    private static let searchPath = "/v1/search"

    /// Whether `request` asks for the feed.
    static func isFeedRequest(_ request: HTTPRequest) -> Bool {
        request.path == feedPath && (request.method == "GET" || request.method == "HEAD")
    }

    /// The page of the feed `request` asks for; `nil` when it asks for something else or for no
    /// page the API serves (the route refuses it).
    static func feedPage(of request: HTTPRequest) -> Int? {
        guard isFeedRequest(request) else { return nil }
        return (try? ContentPageRequest(request.query))?.page
    }

    /// The answer to `request`, from the content `serving` names and kept as it says.
    func respond(to request: HTTPRequest, serving: ContentServing) -> HTTPResponse {
        do throws(ContentError) {
            return try route(request, serving: serving)
        } catch {
            // 405 says which methods are served, as RFC 9110 asks.
            return error.status == .methodNotAllowed ? error.response.adding("allow", "GET, HEAD") : error.response
        }
    }

    private func route(_ request: HTTPRequest, serving: ContentServing) throws(ContentError) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            throw .methodNotAllowed(String(request.method.prefix(20)))
        }
        let path = request.path
        if path == Self.feedPath {
            let page = try ContentPageRequest(request.query)
            return ContentResponses.json(
                ContentPage(of: library.feed(in: serving.edition), page),
                caching: serving.caching(ContentResponses.feedCaching), for: request)
        }
        if path == Self.searchPath {
            let page = try ContentPageRequest(request.query)
            return ContentResponses.json(
                ContentPage(of: library.search(page.query, in: serving.edition), page),
                caching: serving.caching(ContentResponses.searchCaching), for: request)
        }
        if path.hasPrefix(Self.articlePrefix) {
            let id = String(path.dropFirst(Self.articlePrefix.count))
            guard let article = library.article(id: id, in: serving.edition) else {
                throw .notFound("no article has the id '\(id.prefix(100))'")
            }
            return ContentResponses.json(
                article, caching: serving.caching(ContentResponses.articleCaching), for: request)
        }
        throw .notFound(
            "nothing is served at \(path.prefix(200)); the API serves /v1/feed, /v1/articles/ID and /v1/search")
    }
}
