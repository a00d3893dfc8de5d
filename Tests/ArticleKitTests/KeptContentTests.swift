import ContentModels
import HeadlessUI
import Testing

@testable import ArticleKit

/// What the app kept from before is shown at once, marked as being refreshed, and replaced by
/// the server's answer; a server out of reach leaves it marked out of date, and one that says the
/// content is gone takes it away.
@MainActor
@Suite struct KeptContentTests {
    let loop = MainRunLoop()

    private func content(_ script: ScriptedFetch, kept: Int?) -> RemoteContent<Int> {
        RemoteContent(
            runLoop: loop, kept: { kept.map { Fetched($0) } },
            fetch: { () async throws(ContentProblem) in try await script.fetch() })
    }

    private func shown(_ content: RemoteContent<Int>) -> Fetched<Int>? {
        guard case let .loaded(fetched) = content.state else { return nil }
        return fetched
    }

    @Test func theKeptCopyShowsWhileTheServerIsAskedThenTheAnswerReplacesIt() {
        let gate = Gate()
        let script = ScriptedFetch([.success(Fetched(2))], gate: gate)
        let content = content(script, kept: 1)
        content.resume()
        _ = loop.run(until: { content.isShowingKept }, timeout: .seconds(10))
        #expect(shown(content)?.value == 1)
        #expect(content.isShowingKept && content.isRefreshing)
        gate.open()
        loop.settle(timeout: .seconds(10))
        #expect(shown(content)?.value == 2)
        #expect(!content.isShowingKept && !content.isRefreshing)
    }

    /// `answer` held until the kept copy is on screen, as a network slower than the disk is.
    private func keptThenAnswered(_ answer: Result<Fetched<Int>, ContentProblem>) -> RemoteContent<Int> {
        let gate = Gate()
        let content = content(ScriptedFetch([answer], gate: gate), kept: 1)
        content.resume()
        _ = loop.run(until: { content.isShowingKept }, timeout: .seconds(10))
        gate.open()
        loop.settle(timeout: .seconds(10))
        return content
    }

    @Test func aServerOutOfReachLeavesTheKeptCopyMarkedOutOfDate() {
        let content = keptThenAnswered(.failure(.offline))
        #expect(shown(content) == Fetched(1, outOfDateBecause: .offline))
        #expect(!content.isShowingKept)
    }

    @Test func aServerThatSaysItIsGoneTakesTheKeptCopyAway() {
        let content = keptThenAnswered(.failure(.notFound))
        guard case .failed(.notFound) = content.state else {
            Issue.record("expected the failure, got \(content.state)")
            return
        }
    }

    @Test func aKeptCopyArrivingAfterTheAnswerChangesNothing() {
        let content = RemoteContent(
            runLoop: loop,
            kept: { () async -> Fetched<Int>? in
                try? await Task.sleep(for: .milliseconds(200))
                return Fetched(1)
            },
            fetch: { () async throws(ContentProblem) in Fetched(2) })
        content.resume()
        loop.settle(timeout: .seconds(10))
        #expect(shown(content)?.value == 2)
        #expect(!content.isShowingKept)
    }

    @Test func aScreenThatLeavesWhileShowingTheKeptCopyAsksAgainWhenItReturns() {
        let gate = Gate()
        let script = ScriptedFetch([.success(Fetched(2)), .success(Fetched(2))], gate: gate)
        let content = content(script, kept: 1)
        content.resume()
        _ = loop.run(until: { content.isShowingKept }, timeout: .seconds(10))
        content.stop()
        gate.open()
        loop.settle(timeout: .seconds(10))
        #expect(shown(content)?.value == 1, "a cancelled answer changes nothing")
        #expect(content.isShowingKept)
        content.resume()
        loop.settle(timeout: .seconds(10))
        #expect(shown(content)?.value == 2, "shown again, it asks the server")
        #expect(!content.isShowingKept)
    }
}
