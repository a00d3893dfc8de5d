/// One line of a flow's log, kept for reports: the step, how it ended, how long it took and,
/// when screens are captured, the screen after it.
public struct FlowFileStepRecord: Sendable {
    /// How deep the step is nested in `runFlow`, `repeat` and `retry` (0 at the top).
    public let depth: Int
    /// How the step ended.
    public let status: FlowFileStepStatus
    /// What the step did, as the log says it.
    public let description: String
    /// The time since the previous record.
    public let duration: Duration
    /// The screen as SVG after the step, when the run captures screens and it changed.
    public let screenSVG: String?
}
