import Foundation
import HTTPServerKit
import Synchronization

/// A handler whose answers to `/held` wait until `release()` (at most ten seconds): requests in
/// service, each holding a serving slot for as long as a test needs.
final class HeldRequests: Sendable {
    private let isReleased = Atomic<Bool>(false)
    private let heldNow = Atomic<Int>(0)

    /// Answers `request`, after the release when it asks for `/held`.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        if request.path == "/held" {
            heldNow.add(1, ordering: .relaxed)
            let deadline = ContinuousClock.now + .seconds(10)
            while !isReleased.load(ordering: .relaxed), ContinuousClock.now < deadline { usleep(2000) }
            heldNow.subtract(1, ordering: .relaxed)
        }
        return .plainText(.ok, "served \(request.path)")
    }

    /// Waits (at most five seconds) until `count` requests are held; whether they are.
    func waitUntilHolding(_ count: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while heldNow.load(ordering: .relaxed) < count {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2000)
        }
        return true
    }

    /// Lets every held request, and every later one, be answered.
    func release() {
        isReleased.store(true, ordering: .relaxed)
    }
}
