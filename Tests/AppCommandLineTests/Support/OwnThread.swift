import Foundation

/// Runs blocking work (waiting for child processes, sleeping between their steps, reading a
/// file as fast as it can) on a thread of its own, while the test that awaits it holds neither
/// the main actor nor a thread of the shared pool. A process test on a loaded machine waits for
/// minutes; on the main actor, every test isolated to it would wait as long, and a time limit
/// of theirs would count the wait.
nonisolated enum OwnThread {
    /// What `work` returned or threw, once it has ended on its thread.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result(catching: work)) }.start()
        }
    }
}
