import ContentModels
import Synchronization

@testable import ArticleKit

/// The kit's own stand-in for the app's article service: answers at once from the articles it
/// holds, or fails with `failure`, and counts the requests. Feature tests share `ContentStub`
/// from TestSupport, which sits above the kits and so is out of this target's reach.
nonisolated final class ArticlesInMemory: ArticleLoading {
    private struct State {
        var articles: [Article]
        var failure: ContentProblem?
        var outOfDateBecause: ContentProblem?
        var requests: [String] = []
    }

    private let state: Mutex<State>

    init(_ articles: [Article]) {
        state = Mutex(State(articles: articles))
    }

    var failure: ContentProblem? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    var outOfDateBecause: ContentProblem? {
        get { state.withLock { $0.outOfDateBecause } }
        set { state.withLock { $0.outOfDateBecause = newValue } }
    }

    /// The ids asked for, in order.
    var requests: [String] { state.withLock { $0.requests } }

    nonisolated func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        let (articles, failure, outOfDate) = state.withLock { state in
            state.requests.append(id)
            return (state.articles, state.failure, state.outOfDateBecause)
        }
        if let failure { throw failure }
        guard let article = articles.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(article, outOfDateBecause: outOfDate)
    }
}
