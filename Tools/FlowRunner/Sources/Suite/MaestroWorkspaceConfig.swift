/// A Maestro workspace's `config.yaml`: which flows run (`flows` globs, relative to the
/// workspace folder), which tags select them, and which run first, in order.
public struct MaestroWorkspaceConfig: Sendable, Equatable {
    /// Glob patterns of flow files; `*` (the default) means the top-level files only, `**`
    /// every file below.
    public var flows: [String] = ["*"]
    /// Only flows with one of these tags run (none given: every flow).
    public var includeTags: [String] = []
    /// Flows with one of these tags do not run.
    public var excludeTags: [String] = []
    /// Flow names that run first, one after another, in this order.
    public var flowsOrder: [String] = []
    /// Whether the ordered flows go on after one fails (Maestro's default: they do).
    public var continueOnFailure = true

    /// An empty config: every top-level flow.
    public init() {}

    /// Reads `config.yaml` text; keys Maestro keeps for itself (`local`, `platform`, custom
    /// ones) are accepted and ignored.
    ///
    /// - Throws: `FlowFileSyntaxError` for malformed YAML or a value of the wrong shape.
    public init(parsing source: String, file: String) throws(FlowFileSyntaxError) {
        let documents = try YAMLParser.documents(in: source, file: file)
        guard let root = documents.first?.root else { return }
        guard case let .mapping(entries) = root.kind else {
            throw FlowFileSyntaxError(
                "workspace config: expected a mapping, found \(root.shapeName)", at: root.location)
        }
        for entry in entries {
            switch entry.key {
            case "flows": flows = try Self.strings(entry.value, for: "flows")
            case "includeTags": includeTags = try Self.strings(entry.value, for: "includeTags")
            case "excludeTags": excludeTags = try Self.strings(entry.value, for: "excludeTags")
            case "executionOrder":
                guard case let .mapping(order) = entry.value.kind else { continue }
                for item in order {
                    if item.key == "flowsOrder" { flowsOrder = try Self.strings(item.value, for: "flowsOrder") }
                    if item.key == "continueOnFailure" {
                        continueOnFailure = try item.value.boolean(for: "executionOrder.continueOnFailure")
                    }
                }
            default: continue
            }
        }
        if flows.isEmpty { flows = ["*"] }
    }

    private static func strings(_ node: YAMLNode, for what: String) throws(FlowFileSyntaxError) -> [String] {
        switch node.kind {
        case .null: return []
        case .scalar: return [try node.string(for: what)]
        case let .sequence(items):
            var values: [String] = []
            for item in items { values.append(try item.string(for: what)) }
            return values
        case .mapping:
            throw FlowFileSyntaxError("\(what): expected a list of texts, found a mapping", at: node.location)
        }
    }
}
