import Dispatch
import Testing

@testable import ContentServices

@Test func aTimeoutBecomesItsNanoseconds() {
    #expect(TransferDeadline.interval(.milliseconds(500)) == .nanoseconds(500_000_000))
    #expect(TransferDeadline.interval(.seconds(10)) == .nanoseconds(10_000_000_000))
    #expect(TransferDeadline.interval(.microseconds(1_500)) == .nanoseconds(1_500_000))
}

@Test func aNegativeTimeoutEndsAtOnce() {
    #expect(TransferDeadline.interval(.milliseconds(-1)) == .nanoseconds(0))
    #expect(TransferDeadline.interval(.zero) == .nanoseconds(0))
}

@Test func aTimeoutPastWhatADeadlineHoldsIsCappedInsteadOfOverflowing() {
    let cap = DispatchTimeInterval.nanoseconds(9_000_000_000 * 1_000_000_000)
    #expect(TransferDeadline.interval(.seconds(Int64.max)) == cap)
    #expect(TransferDeadline.interval(.seconds(9_000_000_001)) == cap)
}

/// What a deadline's expiry holds on to.
private final class Held: Sendable {}

/// Waits, at most `limit`, for `isGone` to hold: dispatch lets a cancelled source's handler go
/// on its queue, a moment after `cancel()`. The limit is an hour's deadline's alternative: a
/// deadline that kept its handler until it expired would hold it for the hour.
private func waitUntil(_ isGone: () -> Bool, limit: Duration = .seconds(10)) async throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while !isGone(), clock.now < end { try await Task.sleep(for: .milliseconds(1)) }
    return isGone()
}

@Test func aCancelledDeadlineLetsGoOfWhatItsExpiryHoldsAtOnce() async throws {
    let live = Locked(0)
    weak var held: Held?
    var deadline: TransferDeadline?
    do {
        let expiryHolds = Held()
        held = expiryHolds
        deadline = TransferDeadline(after: .seconds(3_600), countedIn: live) { _ = expiryHolds }
    }
    #expect(live.withLock { $0 } == 1)
    deadline?.cancel()
    deadline = nil
    #expect(live.withLock { $0 } == 0)
    #expect(try await waitUntil { held == nil }, "an hour-long deadline kept its handler after it was cancelled")
}

@Test func anUncancelledDeadlineExpiresOnce() async throws {
    let live = Locked(0)
    let expiries = Locked(0)
    let deadline = TransferDeadline(after: .milliseconds(1), countedIn: live) { expiries.withLock { $0 += 1 } }
    #expect(try await waitUntil { expiries.withLock { $0 } == 1 })
    try await Task.sleep(for: .milliseconds(20))
    #expect(expiries.withLock { $0 } == 1, "a one-shot deadline fires once")
    deadline.cancel()
}
