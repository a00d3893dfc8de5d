/// The commands a `runFlow` step runs, with the variables it passes down.
public struct FlowFileInclusion: Sendable {
    /// The file named by `runFlow`, as written; `nil` for inline `commands`.
    public let file: String?
    /// Variables set for the included commands, over the caller's and the file's own.
    public let env: [String: String]
    /// The included file's own `env` defaults (empty for inline commands).
    public let defaultEnv: [String: String]
    /// The commands to run; empty for a file that `FlowFileLoader` has not resolved yet.
    public let steps: [FlowFileStep]
    /// The commands run only when this holds (`when:`).
    public let condition: MaestroCondition?

    /// Creates an inclusion.
    public init(
        file: String?,
        env: [String: String],
        defaultEnv: [String: String] = [:],
        steps: [FlowFileStep],
        condition: MaestroCondition? = nil
    ) {
        self.file = file
        self.env = env
        self.defaultEnv = defaultEnv
        self.steps = steps
        self.condition = condition
    }

    /// The same inclusion with resolved steps and the included file's defaults.
    func resolved(steps: [FlowFileStep], defaultEnv: [String: String]) -> FlowFileInclusion {
        FlowFileInclusion(file: file, env: env, defaultEnv: defaultEnv, steps: steps, condition: condition)
    }
}
