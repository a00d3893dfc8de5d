/// One command of a flow and where it was written.
public struct FlowFileStep: Sendable {
    /// What to do.
    public let command: MaestroCommand
    /// Where the command starts in its file.
    public let location: FlowFileSourceLocation
    /// The text reports show instead of the command's own description (`label:`).
    public let label: String?
    /// A failure of this step is reported and skipped instead of failing the flow (`optional:`).
    public let isOptional: Bool

    /// Creates a step.
    public init(
        _ command: MaestroCommand, at location: FlowFileSourceLocation, label: String? = nil, isOptional: Bool = false
    ) {
        self.command = command
        self.location = location
        self.label = label
        self.isOptional = isOptional
    }

    /// The same step with another command (used when included files are resolved).
    func replacingCommand(_ command: MaestroCommand) -> FlowFileStep {
        FlowFileStep(command, at: location, label: label, isOptional: isOptional)
    }
}
