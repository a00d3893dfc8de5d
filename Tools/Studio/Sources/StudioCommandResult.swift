import FlowRunner

/// What running commands did, for the page: whether they passed, each step, and the failure.
public struct StudioCommandResult: Encodable {
    /// One step as run.
    struct Step: Encodable {
        let description: String
        let status: String
    }

    let passed: Bool
    /// The commands as run (and recorded), or `nil` for a whole flow.
    let command: String?
    let steps: [Step]
    /// The failure's message, when a step failed.
    let error: String?

    init(_ result: FlowFileResult, command: String?) {
        passed = result.passed
        self.command = command
        steps = result.steps.map { Step(description: $0.description, status: $0.status.rawValue) }
        error = result.failure.map { "\($0.step): \($0.message)" }
    }
}
