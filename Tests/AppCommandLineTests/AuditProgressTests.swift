import Testing

@testable import ScreenCatalogue

/// What a long audit says while it runs: a line at most every interval, with an estimate from
/// the pace so far, and one at the end with the time it took.
struct AuditProgressTests {
    private let start = ContinuousClock.now

    @Test func aLineComesOncePerIntervalWithTheRestEstimatedFromThePaceSoFar() {
        var progress = AuditProgress(total: 168, interval: .seconds(10), now: start)
        #expect(progress.line(afterRuns: 5, screens: 175, now: start + .seconds(5)) == nil)
        #expect(
            progress.line(afterRuns: 12, screens: 420, now: start + .seconds(12))
                == "audit: 12 of 168 catalogue runs, 420 screens, about 2 min 36 s left")
        #expect(progress.line(afterRuns: 20, screens: 700, now: start + .seconds(21)) == nil)
        #expect(progress.line(afterRuns: 22, screens: 770, now: start + .seconds(22)) != nil)
    }

    @Test func theLastRunAlwaysHasItsLineWithTheTimeItTook() {
        var progress = AuditProgress(total: 2, interval: .seconds(10), now: start)
        #expect(progress.line(afterRuns: 1, screens: 35, now: start + .milliseconds(900)) == nil)
        #expect(
            progress.line(afterRuns: 2, screens: 70, now: start + .milliseconds(1800))
                == "audit: 2 of 2 catalogue runs, 70 screens in 2 s")
    }

    @Test(arguments: [
        (Duration.zero, "0 s"), (.milliseconds(1), "1 s"), (.seconds(59), "59 s"), (.seconds(60), "1 min 00 s"),
        (.seconds(125), "2 min 05 s"),
    ])
    func aDurationIsSaidInWholeSecondsRoundedUp(duration: Duration, words: String) {
        #expect(AuditProgress.words(duration) == words)
    }
}
