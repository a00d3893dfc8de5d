/// What running one flow did.
public struct FlowFileResult: Sendable {
    /// The flow's display name.
    public let name: String
    /// The file the flow came from.
    public let file: String
    /// Every printed line of the step log, top-down: a step that runs others (`runFlow`,
    /// `repeat`, `retry`) comes before the indented lines of the steps it ran.
    public let log: [String]
    /// How many commands ran (repeats and runFlow steps count the commands inside them).
    public let executedSteps: Int
    /// Why the flow stopped, or `nil` when every step completed.
    public let failure: FlowFileFailure?
    /// How long the flow took.
    public let duration: Duration

    /// The steps that need a real device and were not run, as described in the log.
    public var notApplicableSteps: [String] = []
    /// Every logged step with its status, time and (when captured) screen, for reports.
    public var steps: [FlowFileStepRecord] = []

    /// Whether the flow passed.
    public var passed: Bool { failure == nil }
}
