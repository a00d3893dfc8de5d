/// One line of a flow's log, kept for reports: the step, how it ended, how long it took and,
/// when screens are captured, the screen after it. Records come in the log's order: a step
/// that runs others (`runFlow`, `repeat`, `retry`) comes before the records of the steps it ran.
public struct FlowFileStepRecord: Sendable {
    /// How deep the step is nested in `runFlow`, `repeat` and `retry` (0 at the top).
    public let depth: Int
    /// How the step ended.
    public let status: FlowFileStepStatus
    /// What the step did, as the log says it.
    public let description: String
    /// How long the step took: from the end of the step before it to its own end, so the time
    /// of a step that runs others includes theirs.
    public let duration: Duration
    /// The screen as SVG after the step, when the run captures screens and it changed.
    public let screenSVG: String?
}
