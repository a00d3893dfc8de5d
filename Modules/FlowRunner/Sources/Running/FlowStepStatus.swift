/// How one step ended, as printed in front of its description.
public enum FlowStepStatus: String, Sendable, CaseIterable {
    /// The step did what it says.
    case completed = "COMPLETED"
    /// The step failed; the flow stops here.
    case failed = "FAILED"
    /// The step did not run (an earlier one failed) or an optional element was missing.
    case skipped = "SKIPPED"
}
