import ContentModels
import Synchronization

@testable import ArticleKit

/// A fetch that answers with the results it was given, in order (a server error once they run
/// out), optionally waiting at a gate first, and counts how often it was called.
nonisolated final class ScriptedFetch: Sendable {
    private struct State {
        var calls = 0
        var answers: [Result<Fetched<Int>, ContentProblem>]
    }

    private let state: Mutex<State>
    private let gate: Gate?

    init(_ answers: [Result<Fetched<Int>, ContentProblem>], gate: Gate? = nil) {
        state = Mutex(State(answers: answers))
        self.gate = gate
    }

    /// How often the fetch was called.
    var calls: Int { state.withLock { $0.calls } }

    func fetch() async throws(ContentProblem) -> Fetched<Int> {
        let answer = state.withLock { state in
            state.calls += 1
            return state.answers.isEmpty ? .failure(.serverError) : state.answers.removeFirst()
        }
        if let gate { await gate.wait() }
        return try answer.get()
    }
}

/// Holds whoever waits at it until it is opened, cancelled or not: a server whose answer comes
/// whatever the app decided meanwhile.
nonisolated final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// How many wait at the gate now.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
