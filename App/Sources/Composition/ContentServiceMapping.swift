import ArticleKit
import ContentServices

/// Turns the content service's models and errors into what the features know: their domain
/// models, and a problem a person is told about.
nonisolated enum ContentServiceMapping {
    /// The value of `request`, its error told as a `ContentProblem`.
    static func call<Value>(
        _ request: @Sendable () async throws(ContentServiceError) -> ContentResponse<Value>
    ) async throws(ContentProblem) -> ContentResponse<Value> {
        do {
            return try await request()
        } catch {
            throw problem(for: error)
        }
    }

    /// `response`'s value made into what a feature shows, out of date when it came from the
    /// cache because the request failed.
    static func fetched<Value, Shown>(_ response: ContentResponse<Value>, _ transform: (Value) -> Shown) -> Fetched<
        Shown
    > {
        switch response.source {
        case .network, .cache: Fetched(transform(response.value))
        case let .outOfDateCache(because): Fetched(transform(response.value), outOfDateBecause: problem(for: because))
        }
    }

    /// What a list shows of `article`.
    static func summary(_ article: ContentArticle) -> ArticleSummary {
        ArticleSummary(id: article.id, title: article.title, category: article.category, summary: article.summary)
    }

    /// `error` as a person is told it.
    static func problem(for error: ContentServiceError) -> ContentProblem {
        switch error {
        // A dropped connection and a cancelled request look the same to a person: nothing came.
        case .offline, .connectionLost, .cancelled: .offline
        case .timedOut: .timedOut
        case .server: .serverError
        case .notFound: .notFound
        case .malformed, .bodyTooLarge: .unreadable
        }
    }
}
