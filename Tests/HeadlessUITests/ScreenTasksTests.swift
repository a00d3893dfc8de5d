import Foundation
import HeadlessUI
import Testing

/// A screen's asynchronous work, on a run loop of its own. The suite runs serially: it reads
/// the process-wide count of live pieces.
@MainActor
@Suite(.serialized) struct ScreenTasksTests {
    let loop = MainRunLoop()

    /// Turns the test's loop until nothing is in flight or waiting.
    private func settle() {
        loop.settle(timeout: .seconds(10))
    }

    @Test func aResultIsDeliveredOnTheMainActorWhenTheLoopTurns() {
        let tasks = ScreenTasks(runLoop: loop)
        var delivered: [Int] = []
        tasks.run("k", operation: { 5 }, deliver: { delivered.append($0) })
        #expect(tasks.isRunning("k"))
        #expect(delivered.isEmpty)
        settle()
        #expect(delivered == [5])
        #expect(!tasks.isRunning("k"))
    }

    @Test func startingUnderAKeyReplacesThePieceRunningUnderIt() {
        let tasks = ScreenTasks(runLoop: loop)
        let gate = Gate()
        var delivered: [Int] = []
        tasks.run(
            "k",
            operation: {
                await gate.wait()
                return 1
            }, deliver: { delivered.append($0) })
        _ = loop.run(until: { gate.waitingCount == 1 }, timeout: .seconds(10))
        tasks.run("k", operation: { 2 }, deliver: { delivered.append($0) })
        gate.open()
        settle()
        #expect(delivered == [2])
    }

    @Test func piecesUnderDifferentKeysBothDeliver() {
        let tasks = ScreenTasks(runLoop: loop)
        var delivered: Set<String> = []
        tasks.run("a", operation: { "a" }, deliver: { delivered.insert($0) })
        tasks.run("b", operation: { "b" }, deliver: { delivered.insert($0) })
        settle()
        #expect(delivered == ["a", "b"])
    }

    @Test func aCancelledPiecesResultIsDropped() {
        let tasks = ScreenTasks(runLoop: loop)
        let gate = Gate()
        var delivered: [Int] = []
        tasks.run(
            "k",
            operation: {
                await gate.wait()
                return 1
            }, deliver: { delivered.append($0) })
        _ = loop.run(until: { gate.waitingCount == 1 }, timeout: .seconds(10))
        tasks.cancel("k")
        #expect(!tasks.isRunning("k"))
        gate.open()
        settle()
        #expect(delivered.isEmpty)
    }

    @Test func aResultAlreadyHandedInIsDroppedWhenCancelledBeforeTheLoopTurns() {
        let tasks = ScreenTasks(runLoop: loop)
        var delivered: [Int] = []
        tasks.run("k", operation: { 1 }, deliver: { delivered.append($0) })
        // Wait without turning the loop: the result is handed in and waits for the next turn.
        let deadline = ContinuousClock.now + .seconds(10)
        while loop.workInFlight > 0, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
        #expect(loop.hasWork)
        tasks.cancelAll()
        #expect(loop.runPending() == 1)
        #expect(delivered.isEmpty)
    }

    @Test func aDebouncedPieceReplacedWithinItsDelayNeverStarts() {
        let tasks = ScreenTasks(runLoop: loop)
        let started = SharedCount()
        var delivered: [String] = []
        // A delay no test waits out: the newer start replaces it long before.
        tasks.run(
            "search", after: .seconds(3600),
            operation: {
                started.increment()
                return "stale"
            }, deliver: { delivered.append($0) })
        tasks.run(
            "search", after: .milliseconds(1),
            operation: {
                started.increment()
                return "newest"
            }, deliver: { delivered.append($0) })
        settle()
        #expect(started.value == 1)
        #expect(delivered == ["newest"])
    }

    @Test func aDebouncedPieceWaitsItsDelayBeforeItStarts() {
        let tasks = ScreenTasks(runLoop: loop)
        let started = SharedCount()
        tasks.run(
            "search", after: .seconds(3600), operation: { started.increment() }, deliver: {})
        #expect(loop.runPending() == 0)
        #expect(tasks.isRunning("search"))
        tasks.cancel("search")
        settle()
        #expect(started.value == 0)
    }

    @Test func liveCountsEveryPieceUntilItEnds() {
        let start = ScreenTasks.live
        let tasks = ScreenTasks(runLoop: loop)
        let gate = Gate()
        tasks.run("a", operation: { await gate.wait() }, deliver: {})
        tasks.run("b", operation: { await gate.wait() }, deliver: {})
        #expect(ScreenTasks.live == start + 2)
        gate.open()
        settle()
        #expect(ScreenTasks.live == start)
    }

    @Test func screenTasksThatGoAwayCancelTheirPiecesAndDropTheirResults() {
        let start = ScreenTasks.live
        var tasks: ScreenTasks? = ScreenTasks(runLoop: loop)
        let gate = Gate()
        var delivered: [Int] = []
        tasks?.run(
            "k",
            operation: {
                await gate.wait()
                return 1
            }, deliver: { delivered.append($0) })
        _ = loop.run(until: { gate.waitingCount == 1 }, timeout: .seconds(10))
        tasks = nil
        gate.open()
        settle()
        #expect(delivered.isEmpty)
        #expect(ScreenTasks.live == start)
        #expect(loop.workInFlight == 0)
    }

    @Test func aCancelledSleepEndsAtOnceAndIsNoLongerLive() {
        let start = ScreenTasks.live
        let tasks = ScreenTasks(runLoop: loop)
        tasks.run("k", after: .seconds(3600), operation: { 1 }, deliver: { _ in })
        tasks.cancelAll()
        settle()
        #expect(ScreenTasks.live == start)
        #expect(loop.workInFlight == 0)
    }
}
