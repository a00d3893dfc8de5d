import Foundation
import HeadlessUI

/// Turns the main run loop until `condition` holds or nothing in flight can make it hold (ten
/// seconds at most: the stubs answer at once unless holding), so a test reads what the work it
/// started has done, such as a cancelled request that has ended.
///
/// - Returns: Whether `condition` holds at the end.
@MainActor @discardableResult
public func turnMainLoop(until condition: () -> Bool) -> Bool {
    MainRunLoop.main.run(until: condition, timeout: .seconds(10))
}

/// Turns the main run loop until no work is in flight or waiting, so a test starts from a loop
/// that earlier tests' cancelled work no longer changes; returns how many screen tasks are live
/// then, the count a test compares with once its screens are gone.
@MainActor
public func quietMainLoop() -> Int {
    MainRunLoop.main.settle(timeout: .seconds(10))
    return ScreenTasks.live
}

/// Waits, without turning the main run loop, until no work is in flight (ten seconds at most):
/// what finished has then been handed in and waits for the loop's next turn, as an answer that
/// arrived while its screen was going away does.
@MainActor
public func waitForAnswersToBeHandedIn() {
    let deadline = ContinuousClock.now + .seconds(10)
    while MainRunLoop.main.workInFlight > 0, ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: 0.001)
    }
}
