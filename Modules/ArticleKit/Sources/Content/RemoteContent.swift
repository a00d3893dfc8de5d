import ContentModels
import HeadlessUI

/// The content one screen fetches, and the decisions every such screen makes the same way: it
/// fetches when it appears and has nothing, shows what the app kept from before at once while
/// that fetch is on its way (refreshing), keeps what it shows while a refresh is on its way,
/// keeps it (saying it may be out of date) when a refresh fails, and cancels its fetch when it
/// disappears, so a response for a screen that is gone changes nothing.
@MainActor
public final class RemoteContent<Value: Sendable> {
    /// A fetch: what the screen asks of the app's services.
    public typealias Fetch = @Sendable () async throws(ContentProblem) -> Fetched<Value>
    /// What the app kept of the content from before, however old, without asking the server;
    /// `nil` when it kept nothing.
    public typealias Kept = @Sendable () async -> Fetched<Value>?

    /// What the screen shows.
    public private(set) var state: ContentState<Value> = .loading
    /// Whether a fetch is on its way over content already shown (a pull to refresh).
    public private(set) var isRefreshing = false
    /// Whether what is shown is what the app kept from before, while the server has not
    /// answered yet: the screen marks it as being refreshed.
    public private(set) var isShowingKept = false
    /// Called after `state` or `isRefreshing` changed.
    public var onChange: (() -> Void)?
    /// What the next fetch asks for; a search changes it as the query changes.
    public var fetch: Fetch
    /// What is shown while the first fetch is on its way; a search changes it with `fetch`.
    public var kept: Kept?

    private let tasks: ScreenTasks
    private static var key: String { "content" }
    private static var keptKey: String { "kept" }

    /// Content fetched by `fetch`, whose results are handed in on `runLoop`, with what `kept`
    /// answers shown until then. Nothing is fetched until `resume()` or `reload(after:)`.
    public init(runLoop: MainRunLoop = .main, kept: Kept? = nil, fetch: @escaping Fetch) {
        self.fetch = fetch
        self.kept = kept
        tasks = ScreenTasks(runLoop: runLoop)
    }

    /// Whether a fetch is on its way (or what was kept is being read, before it).
    public var isFetching: Bool { tasks.isRunning(Self.key) || tasks.isRunning(Self.keptKey) }

    /// Fetches when nothing is shown (or only what the app kept) and nothing is on its way: the
    /// screen appeared, for the first time or again after a fetch was cancelled. A failure stays
    /// until the person retries.
    public func resume() {
        guard !isFetching else { return }
        if case .loaded = state, !isShowingKept { return }
        if case .failed = state { return }
        reload()
    }

    /// Fetches now (Retry, pull to refresh), or after `delay` when given (a search as the person
    /// types: a newer call within the delay replaces this one before it sends anything).
    public func reload(after delay: Duration? = nil) {
        switch state {
        case .loaded: isRefreshing = true
        case .loading, .failed: state = .loading
        }
        if case .loading = state, let kept {
            // What was kept first, then the server: the disk answers in a fraction of a round
            // trip, and the two at once would only compete for the same cores.
            tasks.run(
                Self.keptKey, operation: kept,
                deliver: { [weak self] kept in
                    self?.show(kept)
                    self?.send(after: delay)
                })
        } else {
            send(after: delay)
        }
        onChange?()
    }

    /// Sends the fetch, after `delay` when given.
    private func send(after delay: Duration?) {
        let fetch = fetch
        tasks.run(
            Self.key, after: delay,
            operation: { () async -> Result<Fetched<Value>, ContentProblem> in
                do throws(ContentProblem) { return .success(try await fetch()) } catch { return .failure(error) }
            },
            deliver: { [weak self] result in self?.finish(result) })
    }

    /// Cancels the fetch on its way; its response, if it comes, changes nothing. What is shown
    /// stays, and a screen with nothing fetches again when it reappears.
    public func stop() {
        guard isFetching else { return }
        tasks.cancelAll()
        isRefreshing = false
        onChange?()
    }

    /// Shows what the app kept while nothing else is shown.
    private func show(_ kept: Fetched<Value>?) {
        guard let kept, case .loading = state else { return }
        state = .loaded(kept)
        isShowingKept = true
        isRefreshing = true
        onChange?()
    }

    private func finish(_ result: Result<Fetched<Value>, ContentProblem>) {
        let wasShowingKept = isShowingKept
        isShowingKept = false
        isRefreshing = false
        switch (result, state) {
        case let (.success(fetched), _):
            state = .loaded(fetched)
        case (.failure(.notFound), .loaded) where wasShowingKept:
            // The server says it is gone: what was kept of it is not shown as if it were there.
            state = .failed(.notFound)
        case let (.failure(problem), .loaded(shown)):
            state = .loaded(Fetched(shown.value, outOfDateBecause: problem))
        case let (.failure(problem), _):
            state = .failed(problem)
        }
        onChange?()
    }
}
