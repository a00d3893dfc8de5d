import ContentModels
import HeadlessUI
import Testing

@testable import ArticleKit

/// The state machine every screen of fetched content shares, on a run loop of its own.
@MainActor
@Suite struct RemoteContentTests {
    let loop = MainRunLoop()

    private func content(_ script: ScriptedFetch) -> RemoteContent<Int> {
        RemoteContent(runLoop: loop) { () async throws(ContentProblem) -> Fetched<Int> in try await script.fetch() }
    }

    /// Turns the test's loop until nothing is in flight or waiting.
    private func settle() {
        loop.settle(timeout: .seconds(10))
    }

    private func shown(_ content: RemoteContent<Int>) -> Fetched<Int>? {
        guard case let .loaded(fetched) = content.state else { return nil }
        return fetched
    }

    private func problem(_ content: RemoteContent<Int>) -> ContentProblem? {
        guard case let .failed(problem) = content.state else { return nil }
        return problem
    }

    @Test func itLoadsNothingUntilResumed() {
        let script = ScriptedFetch([.success(Fetched(1))])
        let content = content(script)
        settle()
        #expect(script.calls == 0)
        guard case .loading = content.state else {
            Issue.record("expected loading, got \(content.state)")
            return
        }
    }

    @Test func theAnswerIsShownOnlyWhenTheLoopTurns() {
        let script = ScriptedFetch([.success(Fetched(1))])
        let content = content(script)
        content.resume()
        #expect(content.isFetching)
        #expect(shown(content) == nil)
        settle()
        #expect(shown(content) == Fetched(1))
        #expect(!content.isFetching)
    }

    @Test func resumingWhileAFetchIsOnItsWayOrAfterAnAnswerFetchesNothingMore() {
        let script = ScriptedFetch([.success(Fetched(1))])
        let content = content(script)
        content.resume()
        content.resume()
        settle()
        content.resume()
        settle()
        #expect(script.calls == 1)
    }

    @Test func aFailureStaysUntilThePersonRetries() {
        let script = ScriptedFetch([.failure(.offline), .success(Fetched(2))])
        let content = content(script)
        content.resume()
        settle()
        #expect(problem(content) == .offline)
        content.resume()
        settle()
        #expect(script.calls == 1)
        content.reload()
        guard case .loading = content.state else {
            Issue.record("a retry shows loading, got \(content.state)")
            return
        }
        settle()
        #expect(shown(content) == Fetched(2))
    }

    @Test func aRefreshKeepsWhatIsShownUntilItsAnswerArrives() {
        let script = ScriptedFetch([.success(Fetched(1)), .success(Fetched(2))])
        let content = content(script)
        content.resume()
        settle()
        content.reload()
        #expect(content.isRefreshing)
        #expect(shown(content) == Fetched(1))
        settle()
        #expect(!content.isRefreshing)
        #expect(shown(content) == Fetched(2))
    }

    @Test func aFailedRefreshKeepsWhatIsShownAndSaysWhyItMayBeOutOfDate() {
        let script = ScriptedFetch([.success(Fetched(1)), .failure(.timedOut)])
        let content = content(script)
        content.resume()
        settle()
        content.reload()
        settle()
        #expect(shown(content) == Fetched(1, outOfDateBecause: .timedOut))
        #expect(!content.isRefreshing)
    }

    @Test func anOutOfDateAnswerIsShownWithItsReason() {
        let content = content(ScriptedFetch([.success(Fetched(1, outOfDateBecause: .offline))]))
        content.resume()
        settle()
        #expect(shown(content)?.outOfDateBecause == .offline)
    }

    @Test func stoppingCancelsTheFetchAndItsAnswerChangesNothing() {
        let gate = Gate()
        let script = ScriptedFetch([.success(Fetched(1)), .success(Fetched(2))], gate: gate)
        let content = content(script)
        var changes = 0
        content.onChange = { changes += 1 }
        content.resume()
        _ = loop.run(until: { gate.waitingCount == 1 }, timeout: .seconds(10))
        content.stop()
        #expect(!content.isFetching)
        let changesWhenStopped = changes
        gate.open()
        settle()
        #expect(changes == changesWhenStopped)
        #expect(shown(content) == nil)
        // Appearing again fetches again, since nothing is shown.
        content.resume()
        settle()
        #expect(script.calls == 2)
        #expect(shown(content) == Fetched(2))
    }

    @Test func stoppingARefreshKeepsWhatIsShown() {
        let gate = Gate()
        let content = content(ScriptedFetch([.success(Fetched(1)), .success(Fetched(2))], gate: gate))
        gate.open()
        content.resume()
        settle()
        content.reload()
        content.stop()
        settle()
        #expect(!content.isRefreshing)
        #expect(shown(content) == Fetched(1))
    }

    @Test func aDelayedReloadReplacedWithinItsDelayNeverFetches() {
        let script = ScriptedFetch([.success(Fetched(7))])
        let content = content(script)
        // A delay no test waits out: the newer reload replaces it long before.
        content.reload(after: .seconds(3600))
        content.reload()
        settle()
        #expect(script.calls == 1)
        #expect(shown(content) == Fetched(7))
    }

    @Test func theNextFetchAsksWhatFetchNowSays() {
        let content = content(ScriptedFetch([.success(Fetched(1))]))
        content.fetch = { () async throws(ContentProblem) -> Fetched<Int> in Fetched(42) }
        content.resume()
        settle()
        #expect(shown(content) == Fetched(42))
    }

    @Test func everyChangeIsAnnounced() {
        let content = content(ScriptedFetch([.success(Fetched(1))]))
        var changes = 0
        content.onChange = { changes += 1 }
        content.resume()
        #expect(changes == 1)
        settle()
        #expect(changes == 2)
    }

    @Test func contentThatGoesAwayDropsItsAnswerAndEndsItsFetch() {
        let gate = Gate()
        let start = ScreenTasks.live
        var content: RemoteContent<Int>? = content(ScriptedFetch([.success(Fetched(1))], gate: gate))
        content?.resume()
        _ = loop.run(until: { gate.waitingCount == 1 }, timeout: .seconds(10))
        weak let released = content
        content = nil
        #expect(released == nil)
        gate.open()
        settle()
        #expect(loop.workInFlight == 0)
        #expect(ScreenTasks.live == start)
    }
}
