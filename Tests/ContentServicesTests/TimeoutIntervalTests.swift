import Dispatch
import Testing

@testable import ContentServices

@Test func aTimeoutBecomesItsNanoseconds() {
    #expect(SessionDelegate.interval(.milliseconds(500)) == .nanoseconds(500_000_000))
    #expect(SessionDelegate.interval(.seconds(10)) == .nanoseconds(10_000_000_000))
    #expect(SessionDelegate.interval(.microseconds(1_500)) == .nanoseconds(1_500_000))
}

@Test func aNegativeTimeoutEndsAtOnce() {
    #expect(SessionDelegate.interval(.milliseconds(-1)) == .nanoseconds(0))
    #expect(SessionDelegate.interval(.zero) == .nanoseconds(0))
}

@Test func aTimeoutPastWhatADeadlineHoldsIsCappedInsteadOfOverflowing() {
    let cap = DispatchTimeInterval.nanoseconds(9_000_000_000 * 1_000_000_000)
    #expect(SessionDelegate.interval(.seconds(Int64.max)) == cap)
    #expect(SessionDelegate.interval(.seconds(9_000_000_001)) == cap)
}
