import HeadlessUI

/// Reads flow text: an optional config block, `---`, then a list of commands. `runFlow`
/// files are left for `FlowLoader` to resolve, so parsing never touches the disk.
public enum FlowParser {
    /// The largest `repeat` count; larger counts are almost certainly typos.
    public static let maximumRepeatCount = 10_000

    /// Parses the bytes of a flow file, refusing binary or oversized input first.
    ///
    /// - Throws: `FlowSyntaxError` with the file, line and column of the first problem.
    public static func parse(bytes: [UInt8], file: String) throws(FlowSyntaxError) -> FlowFile {
        try parse(FlowSourceText.decode(bytes, file: file), file: file)
    }

    /// Parses flow text.
    ///
    /// - Throws: `FlowSyntaxError` with the file, line and column of the first problem.
    public static func parse(_ source: String, file: String) throws(FlowSyntaxError) -> FlowFile {
        var documents = try YAMLParser.documents(in: source, file: file)
        // A file may start with `---` before its config; an empty config before the
        // commands' `---` is refused, as Maestro refuses it.
        if documents.count > 2, documents[0].root == nil { documents.removeFirst() }
        if documents.count == 2, documents[0].root == nil, let commands = documents[1].separator {
            throw FlowSyntaxError(
                "expected a config block (appId: ...) before '---', found nothing", at: commands)
        }
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
            return FlowFile(file: file, config: FlowConfig(), steps: try steps(in: root, what: "flow"))
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
            var errors: [FlowSyntaxError] = []
            var config = FlowConfig()
            var steps: [FlowStep] = []
            do { config = try self.config(from: header) } catch { errors.append(error) }
            do { steps = try self.steps(in: root, what: "flow") } catch { errors.append(error) }
            if let combined = FlowSyntaxError(combining: errors) { throw combined }
            return FlowFile(file: file, config: config, steps: steps)
        default:
            throw FlowSyntaxError(
                "expected one config block and one list of commands, found a third '---' document",
                at: documents[2].separator ?? start
            )
        }
    }

    // MARK: - Config

    private static let configKeys = [
        "appId", "url", "name", "tags", "env", "onFlowStart", "onFlowComplete", "jsEngine",
    ]

    private static func config(from node: YAMLNode) throws(FlowSyntaxError) -> FlowConfig {
        guard case let .mapping(entries) = node.kind else {
            throw FlowSyntaxError("config: expected a mapping, found \(node.shapeName)", at: node.location)
        }
        var values: [String: YAMLNode] = [:]
        var config = FlowConfig()
        for entry in entries {
            if configKeys.contains(entry.key) {
                values[entry.key] = entry.value
            } else {
                // Maestro keeps keys it does not know (androidWebViewHierarchy, custom ones).
                config.otherKeys[entry.key] = entry.value.summaryText
            }
        }
        guard let appId = values["appId"] ?? values["url"] else {
            throw FlowSyntaxError("config: expected 'appId' (or 'url' for the web), found neither", at: node.location)
        }
        config.appId = try appId.nonEmptyString(for: "appId")
        if let name = values["name"], !name.isNull { config.name = try name.nonEmptyString(for: "name") }
        if let tags = values["tags"] {
            switch tags.kind {
            case let .sequence(items):
                config.tags = []
                for item in items { config.tags.append(try item.nonEmptyString(for: "tags")) }
            case .null:
                config.tags = []
            default:
                config.tags = [try tags.nonEmptyString(for: "tags")]
            }
        }
        if let env = values["env"], !env.isNull { config.env = try env.stringMap(for: "env") }
        config.onFlowStart = try hook(values["onFlowStart"], what: "onFlowStart")
        config.onFlowComplete = try hook(values["onFlowComplete"], what: "onFlowComplete")
        config.jsEngine = try values["jsEngine"]?.string(for: "jsEngine")
        return config
    }

    /// `onFlowStart`/`onFlowComplete`: a list of commands, or `{commands: [...]}`.
    private static func hook(_ node: YAMLNode?, what: String) throws(FlowSyntaxError) -> [FlowStep] {
        guard let node, !node.isNull else { return [] }
        if case .mapping = node.kind {
            let arguments = try FlowArguments(node, for: what, allowed: ["commands"])
            return try steps(in: arguments.required("commands"), what: "\(what).commands")
        }
        return try steps(in: node, what: what)
    }

    // MARK: - Commands

    /// The commands of a list node; every malformed command is reported, not only the first.
    static func steps(in node: YAMLNode, what: String) throws(FlowSyntaxError) -> [FlowStep] {
        guard case let .sequence(items) = node.kind else {
            throw FlowSyntaxError("\(what): expected a list of commands, found \(node.shapeName)", at: node.location)
        }
        guard !items.isEmpty else {
            throw FlowSyntaxError("\(what): expected at least one command, found an empty list", at: node.location)
        }
        var steps: [FlowStep] = []
        var errors: [FlowSyntaxError] = []
        steps.reserveCapacity(items.count)
        for item in items {
            do {
                steps.append(try step(from: item))
            } catch {
                errors.append(error)
            }
        }
        if let combined = FlowSyntaxError(combining: errors) { throw combined }
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
            if argument.isNull {
                throw FlowSyntaxError(
                    "\(name): expected a value after ':', found nothing (write '- \(name)' for no argument)",
                    at: argument.location)
            }
        case let .mapping(entries):
            throw FlowSyntaxError(
                "expected one command per list item, found \(entries.count) keys: "
                    + entries.map(\.key).joined(separator: ", "),
                at: item.location
            )
        case .null, .sequence:
            throw FlowSyntaxError("expected a command, found \(item.shapeName)", at: item.location)
        }
        guard let kind = FlowCommandName(written: name) else {
            throw FlowSyntaxError(unknownCommandMessage(name), at: nameLocation)
        }
        if case .scalar = item.kind, !FlowCommandName.bareNames.contains(kind) {
            throw FlowSyntaxError("\(name): expected an argument ('- \(name): ...'), found none", at: nameLocation)
        }
        let decoded = try FlowCommandDecoder.command(kind, argument: argument)
        return FlowStep(decoded.command, at: nameLocation, label: decoded.label, isOptional: decoded.isOptional)
    }

    private static func unknownCommandMessage(_ name: String) -> String {
        var message = "unknown command '\(QuotedText.abbreviated(name))'"
        if let suggestion = FlowCommandName.closest(to: name) {
            message += " (did you mean '\(suggestion.rawValue)'?)"
        }
        return message
    }
}
