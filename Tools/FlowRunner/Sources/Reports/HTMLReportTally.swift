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
}
