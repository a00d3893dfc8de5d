import Dispatch
import Synchronization

/// The app's main run loop, as UIKit's turns between events: work that finished off the main
/// actor (a response from the network) is handed here and runs on the main actor when the loop
/// turns, never in the middle of a tap or a redraw. Whoever drives the app turns it: the flow
/// runner before it reads the screen and while it waits for an element, a test when it wants
/// the answers that have arrived.
///
/// The loop also counts the work that was started and has not handed anything back yet, so a
/// driver knows whether waiting can change the screen: with nothing in flight, it cannot.
///
/// Work handed to the loop must not need the main actor before it hands its result in: the
/// driver holds the main actor while it waits, so such work would wait for the driver's timeout.
/// That is why the protocols screens fetch through are `nonisolated`.
public final class MainRunLoop: Sendable {
    /// The loop every screen of the process hands its results to.
    public static let main = MainRunLoop()

    /// The longest single turn: a turn runs what was handed in before it started, and what that
    /// work hands in runs on the next turn, so a result that keeps handing in more cannot hold the
    /// loop for ever.
    static let maximumWorkPerTurn = 10_000

    private struct State {
        var pending: [@MainActor @Sendable () -> Void] = []
        var inFlight = 0
    }

    private let state = Mutex(State())
    private let handedIn = DispatchSemaphore(value: 0)

    /// A loop of its own; tests make one to turn it alone.
    public init() {}

    /// Hands `work` to the loop from any thread; it runs on the main actor at the next turn.
    public func perform(_ work: @escaping @MainActor @Sendable () -> Void) {
        state.withLock { $0.pending.append(work) }
        handedIn.signal()
    }

    /// Counts one piece of work started off the main actor that will hand its result in.
    public func beginWork() {
        state.withLock { $0.inFlight += 1 }
    }

    /// Counts that a piece of work `beginWork` counted has ended (with or without a result).
    public func endWork() {
        state.withLock { $0.inFlight -= 1 }
        handedIn.signal()
    }

    /// Pieces of work started and not yet ended.
    public var workInFlight: Int { state.withLock { $0.inFlight } }

    /// Whether anything is running or waiting to run: while so, waiting may change the screen.
    public var hasWork: Bool { state.withLock { $0.inFlight > 0 || !$0.pending.isEmpty } }

    /// Runs, on the main actor, the work handed in before this call, in the order it came.
    ///
    /// - Returns: How many pieces ran.
    @MainActor @discardableResult
    public func runPending() -> Int {
        let batch = state.withLock { state in
            let count = min(state.pending.count, Self.maximumWorkPerTurn)
            let batch = Array(state.pending.prefix(count))
            state.pending.removeFirst(count)
            return batch
        }
        for work in batch { work() }
        return batch.count
    }

    /// Turns the loop until nothing is in flight or pending, or `timeout` has passed: the screen
    /// as it settles once every answer asked for has arrived.
    ///
    /// - Returns: Whether nothing is left in flight.
    @MainActor @discardableResult
    public func settle(timeout: Duration = .seconds(30)) -> Bool {
        run(until: { !hasWork }, timeout: timeout)
    }

    /// Turns the loop until `condition` holds, nothing is left that could change it (no work in
    /// flight, none pending), or `timeout` has passed, whichever comes first; it blocks the main
    /// actor between turns, as a test's wait on the main thread does.
    ///
    /// - Returns: Whether `condition` holds at the end.
    @MainActor
    public func run(until condition: () -> Bool, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        runPending()
        while !condition() {
            guard hasWork else { return false }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            _ = handedIn.wait(timeout: .now() + .nanoseconds(Int(min(left, .seconds(1)).nanoseconds)))
            runPending()
        }
        return true
    }
}

extension Duration {
    /// The whole duration in nanoseconds, saturating at `Int.max`.
    fileprivate var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : scaled + attoseconds / 1_000_000_000
    }
}
