import ContentModels
import HeadlessUI

/// A list of articles fetched a page at a time (the feed, search results): the first page as
/// any fetched content (`content`: loading, failure with Retry, out of date, refreshing), and
/// later pages fetched as the person reaches the end of the list, each with a state of its own
/// (`nextPage`). A newer first page (a pull to refresh) starts the later pages over. At most
/// `maximumArticles` are kept: past that, the earliest pages are let go as later ones arrive,
/// so memory stays bounded however far the person goes.
@MainActor
public final class PagedArticles {
    /// Fetches page `page` (from 1).
    public typealias PageFetch = @Sendable (_ page: Int) async throws(ContentProblem) -> Fetched<ArticlePage>

    /// What the end of the list shows.
    public enum NextPage: Equatable {
        /// Nothing: the first page is not shown yet, or it is the only page.
        case none
        /// There is more, fetched when the person reaches the end.
        case available
        /// The next page is on its way.
        case loading
        /// The next page could not be fetched, for this reason; the person can try again.
        case failed(ContentProblem)
        /// The list has no more, after the person fetched at least one page past the first.
        case end
    }

    /// The most articles kept at once.
    public static let maximumArticles = 1_000

    /// The first page.
    public let content: RemoteContent<ArticlePage>
    /// Called after anything shown changed.
    public var onChange: (() -> Void)?

    private var fetchPage: PageFetch
    /// The pages after the first, oldest first, as far as they are kept.
    private var laterPages: [ArticlePage] = []
    /// Whether the first page was let go to keep the list within its bound.
    private var firstPageLetGo = false
    /// The first page the later pages follow; a different one starts them over.
    private var followedFirstPage: ArticlePage?
    private var nextPageFailure: ContentProblem?
    private let tasks: ScreenTasks
    private static var nextKey: String { "next" }

    /// Pages fetched by `fetchPage`, the first shown from `keptFirstPage` while it is on its way,
    /// handed in on `runLoop`.
    public init(
        runLoop: MainRunLoop = .main, keptFirstPage: RemoteContent<ArticlePage>.Kept? = nil,
        fetchPage: @escaping PageFetch
    ) {
        self.fetchPage = fetchPage
        tasks = ScreenTasks(runLoop: runLoop)
        content = RemoteContent(runLoop: runLoop, kept: keptFirstPage) { () async throws(ContentProblem) in
            try await fetchPage(1)
        }
        content.onChange = { [weak self] in self?.firstPageChanged() }
    }

    /// The articles shown, in order, each id once.
    public var articles: [ArticleSummary] {
        guard case let .loaded(first) = content.state else { return [] }
        var seen = Set<String>()
        var shown: [ArticleSummary] = []
        for page in (firstPageLetGo ? [] : [first.value]) + laterPages {
            for article in page.articles where seen.insert(article.id).inserted { shown.append(article) }
        }
        return shown
    }

    /// What the end of the list shows.
    public var nextPage: NextPage {
        guard case let .loaded(first) = content.state else { return .none }
        if tasks.isRunning(Self.nextKey) { return .loading }
        if let nextPageFailure { return .failed(nextPageFailure) }
        guard (laterPages.last ?? first.value).nextPage == nil else { return .available }
        return laterPages.isEmpty && !firstPageLetGo ? .none : .end
    }

    /// Fetches the next page: the person reached the end of the list, or retries a failed page.
    /// Does nothing while one is on its way, before the first page, and at the end.
    public func loadNextPage() {
        guard case let .loaded(first) = content.state, !tasks.isRunning(Self.nextKey),
            let number = (laterPages.last ?? first.value).nextPage
        else { return }
        nextPageFailure = nil
        let fetchPage = fetchPage
        tasks.run(
            Self.nextKey,
            operation: { () async -> Result<Fetched<ArticlePage>, ContentProblem> in
                do throws(ContentProblem) { return .success(try await fetchPage(number)) } catch {
                    return .failure(error)
                }
            },
            deliver: { [weak self] result in self?.finishNextPage(result) })
        onChange?()
    }

    /// Fetches the first page again (Retry, pull to refresh); later pages stay until it arrives.
    public func reload(after delay: Duration? = nil) {
        content.reload(after: delay)
    }

    /// Fetches pages with `fetchPage` from now on, the first shown from `keptFirstPage` while it
    /// is on its way (a new search): what was fetched before is let go.
    public func replaceFetch(_ fetchPage: @escaping PageFetch, keptFirstPage: RemoteContent<ArticlePage>.Kept?) {
        self.fetchPage = fetchPage
        content.fetch = { () async throws(ContentProblem) in try await fetchPage(1) }
        content.kept = keptFirstPage
        followedFirstPage = nil
        startOver()
    }

    /// Cancels what is on its way; what is shown stays.
    public func stop() {
        tasks.cancelAll()
        content.stop()
    }

    private func finishNextPage(_ result: Result<Fetched<ArticlePage>, ContentProblem>) {
        switch result {
        case let .success(fetched):
            laterPages.append(fetched.value)
            letGoOfTheEarliestPagesPastTheBound()
        case let .failure(problem):
            nextPageFailure = problem
        }
        onChange?()
    }

    private func letGoOfTheEarliestPagesPastTheBound() {
        guard case let .loaded(first) = content.state else { return }
        var count = laterPages.reduce(firstPageLetGo ? 0 : first.value.articles.count) { $0 + $1.articles.count }
        while count > Self.maximumArticles, laterPages.count > 1 {
            if !firstPageLetGo {
                firstPageLetGo = true
                count -= first.value.articles.count
            } else {
                count -= laterPages.removeFirst().articles.count
            }
        }
    }

    /// A newer first page starts the later pages over; the same one again keeps them.
    private func firstPageChanged() {
        if case let .loaded(first) = content.state, first.value != followedFirstPage {
            followedFirstPage = first.value
            startOver()
        }
        onChange?()
    }

    private func startOver() {
        tasks.cancel(Self.nextKey)
        laterPages = []
        firstPageLetGo = false
        nextPageFailure = nil
    }
}
