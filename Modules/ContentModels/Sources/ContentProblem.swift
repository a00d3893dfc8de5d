/// Why content could not be fetched, as a person is told it: what happened, not how. The
/// words for each case are the kits' to choose (ArticleKit's `reason(in:)`).
public nonisolated enum ContentProblem: Error, Equatable, Sendable {
    /// The device cannot reach the server (no network, or the connection dropped).
    case offline
    /// The server did not answer in time.
    case timedOut
    /// The server answered with an error.
    case serverError
    /// The server answered with something the app cannot read.
    case unreadable
    /// The server has no such article.
    case notFound
}
