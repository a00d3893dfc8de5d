/// One command of a flow and where it was written.
public struct FlowStep: Sendable {
    /// What to do.
    public let command: FlowCommand
    /// Where the command starts in its file.
    public let location: FlowSourceLocation

    /// Creates a step.
    public init(_ command: FlowCommand, at location: FlowSourceLocation) {
        self.command = command
        self.location = location
    }
}
