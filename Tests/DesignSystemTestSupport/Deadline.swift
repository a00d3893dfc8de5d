import Foundation

/// Runs work on a thread of its own and waits for it at most a given time, so that work that
/// never ends fails its test in time instead of holding up the whole run. Swift Testing's time
/// limit cannot stop synchronous work; here the thread is left to run until the process exits.
public enum Deadline {
    /// What `work` returned and the seconds it took, or `nil` when it was still running after `seconds`.
    public static func run<Value: Sendable>(within seconds: Double, _ work: @escaping @Sendable () -> Value)
        -> (value: Value, seconds: Double)?
    {
        let outcome = Outcome<Value>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let start = ContinuousClock.now
            let value = work()
            let elapsed = ContinuousClock.now - start
            outcome.store(
                value, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            finished.signal()
        }
        // As deep as the main thread's: the work under test may recurse as it would there.
        thread.stackSize = 8 << 20
        thread.start()
        guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome.value
    }

    /// The work's result, handed from its thread to the waiting one.
    private final class Outcome<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (value: Value, seconds: Double)?

        var value: (value: Value, seconds: Double)? { lock.withLock { stored } }

        func store(_ value: Value, seconds: Double) {
            lock.withLock { stored = (value, seconds) }
        }
    }
}
