import Testing

@testable import HeadlessUI

@MainActor
@Suite struct MainRunLoopTests {
    let loop = MainRunLoop()

    @Test func workHandedInRunsOnlyWhenTheLoopTurnsInTheOrderItCame() {
        var log: [Int] = []
        for number in 1...3 { loop.perform { log.append(number) } }
        #expect(log.isEmpty)
        #expect(loop.hasWork)
        #expect(loop.runPending() == 3)
        #expect(log == [1, 2, 3])
        #expect(!loop.hasWork)
    }

    @Test func workHandedInByWorkRunsOnTheNextTurn() {
        var log: [String] = []
        loop.perform { [loop] in
            log.append("outer")
            loop.perform { log.append("inner") }
        }
        #expect(loop.runPending() == 1)
        #expect(log == ["outer"])
        #expect(loop.runPending() == 1)
        #expect(log == ["outer", "inner"])
    }

    @Test func aTurnRunsAtMostItsBoundAndLeavesTheRestForTheNext() {
        var ran = 0
        let handedIn = MainRunLoop.maximumWorkPerTurn + 5
        for _ in 0..<handedIn { loop.perform { ran += 1 } }
        #expect(loop.runPending() == MainRunLoop.maximumWorkPerTurn)
        #expect(ran == MainRunLoop.maximumWorkPerTurn)
        #expect(loop.runPending() == 5)
        #expect(ran == handedIn)
    }

    @Test func workThatKeepsHandingInMoreCannotHoldATurn() {
        var turns = 0
        func again() {
            turns += 1
            loop.perform { again() }
        }
        loop.perform { again() }
        for _ in 0..<3 { #expect(loop.runPending() == 1) }
        #expect(turns == 3)
    }

    @Test func workInFlightCountsWhatWasStartedAndHasNotEnded() {
        loop.beginWork()
        loop.beginWork()
        #expect(loop.workInFlight == 2)
        #expect(loop.hasWork)
        loop.endWork()
        loop.endWork()
        #expect(loop.workInFlight == 0)
        #expect(!loop.hasWork)
    }

    @Test func runningWithNothingInFlightReturnsAtOnce() {
        var asked = 0
        // An hour's timeout: only returning because nothing can change the condition ends it.
        let held = loop.run(
            until: {
                asked += 1
                return false
            }, timeout: .seconds(3600))
        #expect(!held)
        #expect(asked == 1)
    }

    @Test func runningReturnsAsSoonAsTheConditionHolds() {
        var done = false
        loop.perform { done = true }
        #expect(loop.run(until: { done }, timeout: .seconds(10)))
    }

    @Test func runningWaitsForWorkFinishedOnAnotherThread() {
        let answers = SharedCount()
        loop.beginWork()
        Task.detached { [loop] in
            loop.perform { answers.increment() }
            loop.endWork()
        }
        #expect(loop.run(until: { answers.value == 1 }, timeout: .seconds(10)))
        #expect(loop.workInFlight == 0)
    }

    @Test func runningStopsWhenTheLastWorkEndedWithoutMakingTheConditionHold() {
        loop.beginWork()
        Task.detached { [loop] in loop.endWork() }
        #expect(!loop.run(until: { false }, timeout: .seconds(10)))
        #expect(loop.workInFlight == 0)
    }
}
