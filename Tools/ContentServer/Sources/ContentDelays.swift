import Foundation

/// The `slow` scenario's waits: each on the thread of the connection it delays (so there are
/// never more than the server's connection limit), each ending at its time or when the server
/// stops, whichever comes first, so that no wait holds a thread past `stop()`.
final class ContentDelays: @unchecked Sendable {
    // @unchecked: `hasEnded` and `pending` are read and written only with `condition` locked.
    private let condition = NSCondition()
    private var hasEnded = false
    private var pending = 0

    /// Waits `milliseconds`; `false` when the wait was ended early by `endAll()`.
    func wait(milliseconds: Int) -> Bool {
        let deadline = Date(timeIntervalSinceNow: Double(milliseconds) / 1000)
        condition.lock()
        defer { condition.unlock() }
        pending += 1
        defer { pending -= 1 }
        while !hasEnded {
            // `false`: the deadline passed. A wake-up before it comes only from `endAll()`, or
            // is spurious and waits again.
            if !condition.wait(until: deadline) || Date() >= deadline { return !hasEnded }
        }
        return false
    }

    /// Ends every wait now and every later one at once: the server stops.
    func endAll() {
        condition.lock()
        hasEnded = true
        condition.broadcast()
        condition.unlock()
    }

    /// How many waits are under way.
    var pendingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending
    }
}
