/// The counts an HTML report's summary line shows.
struct HTMLReportTally: Sendable, Equatable {
    /// Flows that passed.
    var passed = 0
    /// Flows that failed.
    var failed = 0
    /// Steps that need a real device and did not run.
    var notApplicableSteps = 0
    /// The flows' times added up.
    var milliseconds = 0

    /// Adds `other`'s counts. Counts come from report files, which anyone may have written: a sum
    /// past the largest count stops there instead of overflowing.
    mutating func add(_ other: HTMLReportTally) {
        passed = passed.addingSaturated(other.passed)
        failed = failed.addingSaturated(other.failed)
        notApplicableSteps = notApplicableSteps.addingSaturated(other.notApplicableSteps)
        milliseconds = milliseconds.addingSaturated(other.milliseconds)
    }
}

extension Int {
    /// The sum, or the largest (smallest) `Int` where the true sum lies beyond it.
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
