import ArticleKit
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
    private let feedAnswer = Mutex<Fetched<[ArticleSummary]>?>(nil)
    private let searchAnswers = Mutex<[String: Fetched<[ArticleSummary]>]>([:])
    private let articleAnswers = Mutex<[String: Fetched<Article>]>([:])

    /// Content first asked of `feed`, `search` and `articles`.
    init(feed: any HomeContentLoading, search: any ExploreContentLoading, articles: any ArticleLoading) {
        source = (feed, search, articles)
    }

    func feed() async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        if let answer = feedAnswer.withLock({ $0 }) { return answer }
        let answer = try await source.feed.feed()
        feedAnswer.withLock { $0 = answer }
        return answer
    }

    func search(_ query: String) async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        if let answer = searchAnswers.withLock({ $0[query] }) { return answer }
        let answer = try await source.search.search(query)
        searchAnswers.withLock { $0[query] = answer }
        return answer
    }

    func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        if let answer = articleAnswers.withLock({ $0[id] }) { return answer }
        let answer = try await source.articles.article(id: id)
        articleAnswers.withLock { $0[id] = answer }
        return answer
    }
}
