import ContentModels
import HeadlessUI

/// The content one screen fetches, and the decisions every such screen makes the same way: it
/// fetches when it appears and has nothing, keeps what it shows while a refresh is on its way,
/// keeps it (saying it may be out of date) when a refresh fails, and cancels its fetch when it
/// disappears, so a response for a screen that is gone changes nothing.
@MainActor
public final class RemoteContent<Value: Sendable> {
    /// A fetch: what the screen asks of the app's services.
    public typealias Fetch = @Sendable () async throws(ContentProblem) -> Fetched<Value>

    /// What the screen shows.
    public private(set) var state: ContentState<Value> = .loading
    /// Whether a fetch is on its way over content already shown (a pull to refresh).
    public private(set) var isRefreshing = false
    /// Called after `state` or `isRefreshing` changed.
    public var onChange: (() -> Void)?
    /// What the next fetch asks for; a search changes it as the query changes.
    public var fetch: Fetch

    private let tasks: ScreenTasks
    private static var key: String { "content" }

    /// Content fetched by `fetch`, whose results are handed in on `runLoop`. Nothing is fetched
    /// until `resume()` or `reload(after:)`.
    public init(runLoop: MainRunLoop = .main, fetch: @escaping Fetch) {
        self.fetch = fetch
        tasks = ScreenTasks(runLoop: runLoop)
    }

    /// Whether a fetch is on its way.
    public var isFetching: Bool { tasks.isRunning(Self.key) }

    /// Fetches when nothing is shown and nothing is on its way: the screen appeared, for the
    /// first time or again after a fetch was cancelled. A failure stays until the person retries.
    public func resume() {
        guard case .loading = state, !isFetching else { return }
        reload()
    }

    /// Fetches now (Retry, pull to refresh), or after `delay` when given (a search as the person
    /// types: a newer call within the delay replaces this one before it sends anything).
    public func reload(after delay: Duration? = nil) {
        switch state {
        case .loaded: isRefreshing = true
        case .loading, .failed: state = .loading
        }
        let fetch = fetch
        tasks.run(
            Self.key, after: delay,
            operation: { () async -> Result<Fetched<Value>, ContentProblem> in
                do throws(ContentProblem) { return .success(try await fetch()) } catch { return .failure(error) }
            },
            deliver: { [weak self] result in self?.finish(result) })
        onChange?()
    }

    /// Cancels the fetch on its way; its response, if it comes, changes nothing. What is shown
    /// stays, and a screen with nothing fetches again when it reappears.
    public func stop() {
        guard isFetching else { return }
        tasks.cancelAll()
        isRefreshing = false
        onChange?()
    }

    private func finish(_ result: Result<Fetched<Value>, ContentProblem>) {
        isRefreshing = false
        switch (result, state) {
        case let (.success(fetched), _):
            state = .loaded(fetched)
        case let (.failure(problem), .loaded(shown)):
            state = .loaded(Fetched(shown.value, outOfDateBecause: problem))
        case let (.failure(problem), _):
            state = .failed(problem)
        }
        onChange?()
    }
}
