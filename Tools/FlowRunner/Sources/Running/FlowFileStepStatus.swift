/// How one step ended, as printed in front of its description.
public enum FlowFileStepStatus: String, Sendable, CaseIterable {
    /// The step did what it says.
    case completed = "COMPLETED"
    /// The step failed; the flow stops here.
    case failed = "FAILED"
    /// The step did not run (an earlier one failed, its condition did not hold) or an
    /// optional step failed.
    case skipped = "SKIPPED"
    /// The step needs a real device (`addMedia`, `setLocation`...): it did not run, and the
    /// flow says so instead of counting it as passed.
    case notApplicable = "NOT APPLICABLE"

    /// The status padded to the width of `COMPLETED`, as the log's first column: written out,
    /// since the log builds one line per step.
    var column: String {
        switch self {
        case .completed: "COMPLETED"
        case .failed: "FAILED   "
        case .skipped: "SKIPPED  "
        case .notApplicable: "NOT APPLICABLE"
        }
    }
}
