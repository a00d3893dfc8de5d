/// A parsed flow file: its config block and its commands.
public struct FlowFile: Sendable {
    /// The file the flow was read from, as it was named.
    public let file: String
    /// The header before `---`.
    public let config: MaestroConfig
    /// The commands, in order.
    public let steps: [FlowFileStep]

    /// Creates a flow.
    public init(file: String, config: MaestroConfig, steps: [FlowFileStep]) {
        self.file = file
        self.config = config
        self.steps = steps
    }

    /// The config's `name`, or the file name without its folder and extension.
    public var name: String {
        if let name = config.name { return name }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".yaml", ".yml"] where base.hasSuffix(suffix) {
            return String(base.dropLast(suffix.count))
        }
        return base
    }
}
