import Dispatch

/// The time limit of one transfer: calls its expiry once, after the timeout, unless cancelled
/// first. A dispatch timer rather than a sleeping task, which woke a thread of the shared pool
/// for every request (about a tenth of a loopback request's time); a timer source rather than
/// `asyncAfter`, whose cancelled items stay queued until their deadline (at a request a
/// millisecond and a 10 s timeout, ten thousand of them, megabytes that only time gives back).
/// A cancelled deadline is let go at once.
final class TransferDeadline: @unchecked Sendable {
    // @unchecked: `source` is set once; a dispatch source may be cancelled from any thread.
    private let source: any DispatchSourceTimer
    private let live: Locked<Int>

    /// Calls `expiry` after `timeout`; counts itself in `live` until it is let go.
    init(after timeout: Duration, countedIn live: Locked<Int>, expiry: @escaping @Sendable () -> Void) {
        self.live = live
        source = DispatchSource.makeTimerSource(queue: .global())
        source.schedule(deadline: .now() + Self.interval(timeout))
        source.setEventHandler(handler: expiry)
        live.withLock { $0 += 1 }
        source.resume()
    }

    deinit {
        source.cancel()
        live.withLock { $0 -= 1 }
    }

    /// Stops the deadline: `expiry` is not called after this returns, unless it already runs.
    func cancel() {
        source.cancel()
    }

    /// `duration` in nanoseconds, within what a dispatch deadline can hold (negative: none).
    static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return .nanoseconds(0) }
        // 9e9 seconds (285 years) still fit in Int64 nanoseconds; a longer timeout is as good as none.
        let ceiling: Int64 = 9_000_000_000
        let nanoseconds = min(seconds, ceiling) * 1_000_000_000 + attoseconds / 1_000_000_000
        return .nanoseconds(Int(nanoseconds))
    }
}
