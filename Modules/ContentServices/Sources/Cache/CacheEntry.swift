import Foundation

/// One cached response: the body and what is needed to judge and revalidate it.
struct CacheEntry: Codable, Equatable, Sendable {
    /// The request's whole URL (`http://127.0.0.1:8080/v1/feed?page=1&pageSize=20`), origin
    /// included: checked on reading, since the file name is only a digest of it.
    let key: String
    /// The response body, as the server sent it.
    let body: Data
    /// The server's ETag, sent back in `If-None-Match`.
    let etag: String?
    /// Seconds from `storedAt` during which the body is served without a request.
    let maxAge: Int
    /// When the server last sent or confirmed the body.
    let storedAt: Date

    /// Whether the body may be served at `now` without asking the server. A `storedAt` after
    /// `now` (the clock went back) is not fresh: better one request than an entry that never ages.
    func isFresh(at now: Date) -> Bool {
        let age = now.timeIntervalSince(storedAt)
        return age >= 0 && age < Double(maxAge)
    }

    /// The same body confirmed by a 304 at `now`, with the policy and ETag that came with it.
    func revalidated(at now: Date, maxAge: Int, etag: String?) -> CacheEntry {
        CacheEntry(key: key, body: body, etag: etag ?? self.etag, maxAge: maxAge, storedAt: now)
    }
}
