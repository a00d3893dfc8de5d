/// Reads flow text: an optional config block, `---`, then a list of commands. `runFlow`
/// files are left for `FlowLoader` to resolve, so parsing never touches the disk.
public enum FlowParser {
    /// The largest `repeat` count; larger counts are almost certainly typos.
    public static let maximumRepeatCount = 10_000

    /// Parses the bytes of a flow file, refusing binary or oversized input first.
    ///
    /// - Throws: `FlowSyntaxError` with the file, line and column of the first problem.
    public static func parse(bytes: [UInt8], file: String) throws(FlowSyntaxError) -> Flow {
        try parse(FlowSourceText.decode(bytes, file: file), file: file)
    }

    /// Parses flow text.
    ///
    /// - Throws: `FlowSyntaxError` with the file, line and column of the first problem.
    public static func parse(_ source: String, file: String) throws(FlowSyntaxError) -> Flow {
        var documents = try YAMLParser.documents(in: source, file: file)
        // A file may start with `---`; the empty document before it means nothing.
        if documents.count > 1, documents[0].root == nil { documents.removeFirst() }
        let start = FlowSourceLocation(file: file, line: 1, column: 1)
        switch documents.count {
        case 1:
            guard let root = documents[0].root else {
                throw FlowSyntaxError("empty flow: expected a list of commands, found nothing", at: start)
            }
            if case .mapping = root.kind {
                throw FlowSyntaxError(
                    "expected a list of commands ('- command'), found a mapping; end a config block with '---'",
                    at: root.location
                )
            }
            return Flow(file: file, config: FlowConfig(), steps: try steps(in: root, what: "flow"))
        case 2:
            guard let header = documents[0].root else {
                throw FlowSyntaxError("expected a config block before '---', found nothing", at: start)
            }
            guard let root = documents[1].root else {
                throw FlowSyntaxError(
                    "expected a list of commands after '---', found nothing",
                    at: documents[1].separator ?? start
                )
            }
            return Flow(file: file, config: try config(from: header), steps: try steps(in: root, what: "flow"))
        default:
            throw FlowSyntaxError(
                "expected one config block and one list of commands, found a third '---' document",
                at: documents[2].separator ?? start
            )
        }
    }

    // MARK: - Config

    private static func config(from node: YAMLNode) throws(FlowSyntaxError) -> FlowConfig {
        let entries = try node.entries(for: "config", allowed: ["appId", "name", "tags", "env"])
        var config = FlowConfig()
        config.appId = try entries["appId"]?.nonEmptyString(for: "appId")
        config.name = try entries["name"]?.nonEmptyString(for: "name")
        if let tags = entries["tags"] {
            switch tags.kind {
            case let .sequence(items):
                config.tags = []
                for item in items { config.tags.append(try item.nonEmptyString(for: "tags")) }
            default:
                config.tags = [try tags.nonEmptyString(for: "tags")]
            }
        }
        config.env = try entries["env"]?.stringMap(for: "env") ?? [:]
        return config
    }

    // MARK: - Commands

    /// The commands of a list node.
    static func steps(in node: YAMLNode, what: String) throws(FlowSyntaxError) -> [FlowStep] {
        guard case let .sequence(items) = node.kind else {
            throw FlowSyntaxError("\(what): expected a list of commands, found \(node.shapeName)", at: node.location)
        }
        guard !items.isEmpty else {
            throw FlowSyntaxError("\(what): expected at least one command, found an empty list", at: node.location)
        }
        var steps: [FlowStep] = []
        steps.reserveCapacity(items.count)
        for item in items { steps.append(try step(from: item)) }
        return steps
    }

    private static func step(from item: YAMLNode) throws(FlowSyntaxError) -> FlowStep {
        let name: String
        let nameLocation: FlowSourceLocation
        let argument: YAMLNode
        switch item.kind {
        case let .scalar(text, _):
            name = text
            nameLocation = item.location
            argument = YAMLNode(kind: .null, location: item.location)
        case let .mapping(entries) where entries.count == 1:
            name = entries[0].key
            nameLocation = entries[0].keyLocation
            argument = entries[0].value
        case let .mapping(entries):
            throw FlowSyntaxError(
                "expected one command per list item, found \(entries.count) keys: "
                    + entries.map(\.key).joined(separator: ", "),
                at: item.location
            )
        case .null, .sequence:
            throw FlowSyntaxError("expected a command, found \(item.shapeName)", at: item.location)
        }
        guard let kind = FlowCommandName(rawValue: name) else {
            throw FlowSyntaxError(unknownCommandMessage(name), at: nameLocation)
        }
        return FlowStep(try FlowCommandDecoder.command(kind, argument: argument), at: nameLocation)
    }

    private static func unknownCommandMessage(_ name: String) -> String {
        var message = "unknown command '\(name)'"
        if let suggestion = FlowCommandName.closest(to: name) {
            message += " (did you mean '\(suggestion.rawValue)'?)"
        }
        return message
    }
}
