/// Why the service could not deliver: one case per thing a screen may tell apart.
enum ContentServiceError: Error, Sendable, Equatable {
    /// No connection could be made (no network, the server refuses connections).
    case offline
    /// The server did not answer within the request timeout, on every attempt.
    case timedOut
    /// The connection dropped before the response was complete, on every attempt.
    case connectionLost
    /// The server answered with this status: a 5xx, or another the API does not use.
    case server(status: Int)
    /// The article does not exist.
    case notFound
    /// The body is not the API's JSON, or a field is missing, empty or repeated; `reason` says
    /// which and where.
    case malformed(reason: String)
    /// The body is longer than the configured limit, in bytes; it was not read to its end.
    case bodyTooLarge(limit: Int)
    /// The caller's task was cancelled; such a request is neither retried nor served from the cache.
    case cancelled
}
