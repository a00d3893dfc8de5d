import Synchronization

/// The scenario now, what it has used up (`failing-once`'s one failure, `new-article`'s feed
/// requests) and how many content requests came; switched and read from any thread.
final class ContentScenarioState: Sendable {
    private struct State {
        var scenario = ContentScenario.normal
        /// Whether `failing-once` has failed its one request since it was chosen.
        var hasFailedOnce = false
        /// Feed requests since `new-article` was chosen.
        var feedRequests = 0
        /// Whether `long-feed:PAGE` has failed its page's one request since it was chosen.
        var hasFailedItsPage = false
        var contentRequests = 0
    }

    private let state = Mutex(State())

    /// The scenario now.
    var scenario: ContentScenario { state.withLock { $0.scenario } }

    /// How many content requests were decided so far.
    var contentRequestCount: Int { state.withLock { $0.contentRequests } }

    /// Chooses `scenario`, starting its count afresh (a `failing-once` chosen again fails again),
    /// and returns the one it replaces.
    @discardableResult
    func switchScenario(to scenario: ContentScenario) -> ContentScenario {
        state.withLock { state in
            let previous = state.scenario
            state = State(scenario: scenario, contentRequests: state.contentRequests)
            return previous
        }
    }

    /// Counts one content request and decides what becomes of it; `isFeedRequest` when it asks
    /// for the feed, and `feedPage` the page it asks for.
    func turn(isFeedRequest: Bool, feedPage: Int? = nil) -> ContentTurn {
        state.withLock { state in
            state.contentRequests += 1
            switch state.scenario {
            case .normal:
                return .serve(.asTheAPISays)
            case let .slow(milliseconds):
                return .serveAfter(milliseconds: milliseconds)
            case let .failing(status, once):
                guard once else { return .fail(status: status) }
                if state.hasFailedOnce { return .serve(.asTheAPISays) }
                state.hasFailedOnce = true
                return .fail(status: status)
            case .malformed:
                return .malform
            case .dropped, .offline:
                // Offline refuses connections; a request on one opened just before is lost.
                return .drop
            case .newArticle:
                if isFeedRequest { state.feedRequests += 1 }
                return .serve(ContentServing(edition: state.feedRequests >= 2 ? .withNewArticle : .bundled))
            case .empty:
                return .serve(ContentServing(edition: .nothing))
            case .revalidate:
                return .serve(ContentServing(edition: .bundled, revalidatesEveryAnswer: true))
            case let .longFeed(failingPage):
                if let failingPage, feedPage == failingPage, !state.hasFailedItsPage {
                    state.hasFailedItsPage = true
                    return .fail(status: ContentScenario.defaultFailingStatus)
                }
                return .serve(ContentServing(edition: .longFeed))
            }
        }
    }
}
