import Foundation

/// One request of the content API: its path and query, which are also its cache key.
struct ContentRequest: Equatable, Sendable {
    /// `/v1/feed`, `/v1/articles/h1`.
    let path: String
    /// `page=1&pageSize=20`, percent-encoded; empty for none.
    let query: String

    /// `GET /v1/feed?page=…&pageSize=…`.
    static func feed(page: Int, pageSize: Int) -> ContentRequest {
        ContentRequest(path: "/v1/feed", query: "page=\(page)&pageSize=\(pageSize)")
    }

    /// `GET /v1/articles/{id}`, the id percent-encoded as one path segment. An id of one or two
    /// dots has its dots encoded too: as they are, they are a dot-segment, which the transfer
    /// removes (`/v1/articles/..` would ask for `/v1/`).
    static func article(id: String) -> ContentRequest {
        let segment = id == "." || id == ".." ? String(repeating: "%2E", count: id.count) : encoded(id)
        return ContentRequest(path: "/v1/articles/" + segment, query: "")
    }

    /// `GET /v1/search?q=…&page=…&pageSize=…`.
    static func search(_ query: String, page: Int, pageSize: Int) -> ContentRequest {
        ContentRequest(path: "/v1/search", query: "q=\(encoded(query))&page=\(page)&pageSize=\(pageSize)")
    }

    /// The path and query: the cache key, and what messages name.
    var key: String { query.isEmpty ? path : path + "?" + query }

    /// The full URL under `baseURL` (whose own path, if any, comes first), which the caller has
    /// checked can have paths after it (see ``ContentBaseURL``).
    func url(relativeTo baseURL: URL) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + key)
    }

    /// Only the unreserved characters stay as they are: `+`, `&`, `/`, `?` and `#` in an id or a
    /// query are data, not syntax.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// RFC 3986's unreserved characters: ASCII letters and digits, `-`, `.`, `_` and `~`. Built
    /// once: a `CharacterSet` costs more to build than a request's whole encoding.
    private static let unreserved: CharacterSet = {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()
}
