import Foundation

@testable import ContentServices

/// A clock the test moves by hand, so that cache entries age without waiting.
final class TestClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_000_000))

    /// The time now.
    var now: Date { current.withLock { $0 } }

    /// Moves the time on by `seconds`.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
