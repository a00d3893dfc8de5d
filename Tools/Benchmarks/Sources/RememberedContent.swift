import ArticleKit
import ContentModels
import ExploreModule
import HomeModule
import Synchronization

/// The app's content, asked of the real services once per request and answered from memory
/// after that: flows then see the server's very content without waiting for the network, so a
/// benchmark of their steps times the runner and the app, not loopback round trips.
///
/// A failure is passed on and not remembered: the next call asks again.
nonisolated final class RememberedContent: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    private let source: (feed: any HomeContentLoading, search: any ExploreContentLoading, articles: any ArticleLoading)
    /// Each page of the feed under `feed@` and its number, each search's under `search:`, its
    /// query, `@` and the number.
    private let lists = RememberedAnswers<ArticlePage>()
    private let articles = RememberedAnswers<Article>()

    /// Content first asked of `feed`, `search` and `articles`.
    init(feed: any HomeContentLoading, search: any ExploreContentLoading, articles: any ArticleLoading) {
        source = (feed, search, articles)
    }

    func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await lists.answer(for: "feed@\(page)") { () async throws(ContentProblem) in
            try await source.feed.feed(page: page)
        }
    }

    func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await lists.answer(for: "search:\(query)@\(page)") { () async throws(ContentProblem) in
            try await source.search.search(query, page: page)
        }
    }

    func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        try await articles.answer(for: id) { () async throws(ContentProblem) in
            try await source.articles.article(id: id)
        }
    }
}

/// Answers by key: the first one asked for, then the same one from memory.
nonisolated private final class RememberedAnswers<Value: Sendable>: Sendable {
    private let answers = Mutex<[String: Fetched<Value>]>([:])

    /// The answer remembered under `key`, or the one `ask` gives, remembered when it succeeds.
    func answer(
        for key: String, asking ask: () async throws(ContentProblem) -> Fetched<Value>
    ) async throws(ContentProblem) -> Fetched<Value> {
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = try await ask()
        answers.withLock { $0[key] = answer }
        return answer
    }
}
