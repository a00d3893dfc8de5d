import ArticleKit
import ContentModels
import HeadlessUI
import Synchronization

/// Content a feature's tests control: the articles it answers with, a problem it fails with,
/// whether its answers are out of date, and whether it holds every request until released (a
/// slow server), with a log of what was asked. Features make it their loading protocol in their
/// tests (`extension ContentStub: HomeContentLoading`).
nonisolated public final class ContentStub: ArticleLoading, Sendable {
    private struct State {
        var articles: [Article]
        var failure: ContentProblem?
        var outOfDateBecause: ContentProblem?
        var isHolding = false
        var held: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextHold = 0
        var requests: [String] = []
        var cancelled = 0
        var pageSize: Int?
    }

    private let state: Mutex<State>

    /// Answers with `articles`.
    public init(_ articles: [Article] = []) {
        state = Mutex(State(articles: articles))
    }

    /// The articles answered with.
    public var articles: [Article] {
        get { state.withLock { $0.articles } }
        set { state.withLock { $0.articles = newValue } }
    }

    /// When set, every request fails with it.
    public var failure: ContentProblem? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// When set, every answer says it may be out of date for this reason (a cache answered).
    public var outOfDateBecause: ContentProblem? {
        get { state.withLock { $0.outOfDateBecause } }
        set { state.withLock { $0.outOfDateBecause = newValue } }
    }

    /// How many articles a page holds; `nil` puts every article on page 1.
    public var pageSize: Int? {
        get { state.withLock { $0.pageSize } }
        set { state.withLock { $0.pageSize = newValue } }
    }

    /// Whether requests wait for `release()` (or their cancellation) before they answer.
    public var isHolding: Bool {
        get { state.withLock { $0.isHolding } }
        set { state.withLock { $0.isHolding = newValue } }
    }

    /// Every request in the order asked (`feed`, `search:swift`, `article:h1`).
    public var requests: [String] { state.withLock { $0.requests } }

    /// Requests held now.
    public var heldCount: Int { state.withLock { $0.held.count } }

    /// Held requests that ended because their task was cancelled.
    public var cancelledCount: Int { state.withLock { $0.cancelled } }

    /// Lets every held request answer.
    public func release() {
        let held = state.withLock { state in
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        for continuation in held { continuation.resume() }
    }

    /// Answers the request named `request` with `value` made from the articles, after holding
    /// it while `isHolding`; a cancelled request fails as `.offline` (nothing came).
    nonisolated public func answer<Value: Sendable>(
        _ request: String, _ value: @Sendable ([Article]) -> Value
    ) async throws(ContentProblem) -> Fetched<Value> {
        let mustHold = state.withLock { state in
            state.requests.append(request)
            return state.isHolding
        }
        if mustHold { await hold() }
        if Task.isCancelled {
            state.withLock { $0.cancelled += 1 }
            throw .offline
        }
        let (articles, failure, outOfDate) = state.withLock { ($0.articles, $0.failure, $0.outOfDateBecause) }
        if let failure { throw failure }
        return Fetched(value(articles), outOfDateBecause: outOfDate)
    }

    /// Page `page` of what `list` makes of the articles, `pageSize` long, as `answer` answers it:
    /// logged as `request` for page 1 and `request@page` after.
    nonisolated public func answerPage(
        _ request: String, page: Int, _ list: @escaping @Sendable ([Article]) -> [ArticleSummary]
    ) async throws(ContentProblem) -> Fetched<ArticlePage> {
        let size = state.withLock { $0.pageSize }
        return try await answer(page == 1 ? request : "\(request)@\(page)") { articles in
            let all = list(articles)
            let size = size ?? max(all.count, 1)
            let start = min((page - 1) * size, all.count)
            let end = min(start + size, all.count)
            return ArticlePage(
                articles: Array(all[start..<end]), page: page, nextPage: end < all.count ? page + 1 : nil,
                totalItems: all.count)
        }
    }

    /// The article with `id`, or `.notFound`.
    nonisolated public func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        let found = try await answer("article:\(id)") { articles in articles.first { $0.id == id } }
        guard let article = found.value else { throw .notFound }
        return Fetched(article, outOfDateBecause: found.outOfDateBecause)
    }

    nonisolated private func hold() async {
        let id = state.withLock { state in
            defer { state.nextHold += 1 }
            return state.nextHold
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    guard !Task.isCancelled else { return true }
                    state.held[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.held.removeValue(forKey: id) }?.resume()
        }
    }
}

extension Article {
    /// What a list shows of the article.
    nonisolated public var summaryOnly: ArticleSummary {
        ArticleSummary(id: id, title: title, category: category, summary: summary)
    }
}

extension ScreenHarness {
    /// Shows what the screen's requests have answered, waiting while any is on its way (for at
    /// most ten seconds: the stubs answer at once unless holding).
    public func settle() {
        MainRunLoop.main.settle(timeout: .seconds(10))
    }
}
