import ContentModels

extension ContentResponse {
    /// The value as a feature receives it: out of date, and why, when it came from the cache
    /// because the request failed.
    func fetched() -> Fetched<Value> {
        switch source {
        case .network, .cache: Fetched(value)
        case let .outOfDateCache(because): Fetched(value, outOfDateBecause: because.problem)
        }
    }
}

extension ContentServiceError {
    /// The failure as a person is told it.
    var problem: ContentProblem {
        switch self {
        // A dropped connection and a cancelled request look the same to a person: nothing came.
        case .offline, .connectionLost, .cancelled: .offline
        case .timedOut: .timedOut
        case .server: .serverError
        case .notFound: .notFound
        case .malformed, .bodyTooLarge: .unreadable
        }
    }
}
