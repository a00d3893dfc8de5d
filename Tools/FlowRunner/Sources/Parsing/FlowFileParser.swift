import HeadlessUI

/// Reads flow text: an optional config block, `---`, then a list of commands. `runFlow`
/// files are left for `FlowFileLoader` to resolve, so parsing never touches the disk.
public enum FlowFileParser {
    /// The largest `repeat` count; larger counts are almost certainly typos.
    public static let maximumRepeatCount = 10_000

    /// Parses the bytes of a flow file, refusing binary or oversized input first.
    ///
    /// - Parameter requiringConfig: Refuse a file without a config block, as Maestro refuses a
    ///   flow file; `false` also reads a bare list of commands (a snippet, as Maestro's syntax
    ///   check reads one).
    /// - Throws: `FlowFileSyntaxError` with the file, line and column of the first problem.
    public static func parse(bytes: [UInt8], file: String, requiringConfig: Bool = false) throws(FlowFileSyntaxError)
        -> FlowFile
    {
        try parse(FlowFileSourceText.decode(bytes, file: file), file: file, requiringConfig: requiringConfig)
    }

    /// Parses flow text.
    ///
    /// - Parameter requiringConfig: Refuse a text without a config block, as Maestro refuses a
    ///   flow file; `false` also reads a bare list of commands.
    /// - Throws: `FlowFileSyntaxError` with the file, line and column of the first problem.
    public static func parse(_ source: String, file: String, requiringConfig: Bool = false) throws(FlowFileSyntaxError)
        -> FlowFile
    {
        var documents = try YAMLParser.documents(in: source, file: file)
        // A file may start with `---` before its config; an empty config before the
        // commands' `---` is refused, as Maestro refuses it.
        if documents.count > 2, documents[0].root == nil { documents.removeFirst() }
        if documents.count == 2, documents[0].root == nil, let commands = documents[1].separator {
            throw .titled(
                FlowFileReaderTitle.configSectionRequired,
                "expected a config block (appId: ...) before '---', found nothing", at: commands)
        }
        let start = FlowFileSourceLocation(file: file, line: 1, column: 1)
        switch documents.count {
        case 1:
            guard let root = documents[0].root else {
                throw .titled(
                    FlowFileReaderTitle.configSectionRequired,
                    "empty flow: expected a config block (appId: ...), '---' and a list of commands, found nothing",
                    at: start)
            }
            if case .mapping = root.kind {
                throw .titled(
                    FlowFileReaderTitle.commandsSectionRequired,
                    "expected a list of commands ('- command'), found a mapping; end a config block with '---'",
                    at: root.location
                )
            }
            if requiringConfig {
                throw .titled(
                    FlowFileReaderTitle.configSectionRequired,
                    "flow files must start with a config section (appId: com.example.app), then '---', then "
                        + "the commands", at: start)
            }
            return FlowFile(file: file, config: MaestroConfig(), steps: try steps(in: root, what: "flow"))
        case 2:
            guard let header = documents[0].root else {
                throw .titled(
                    FlowFileReaderTitle.configSectionRequired, "expected a config block before '---', found nothing",
                    at: start)
            }
            let separator = documents[1].separator ?? start
            // The config is read first, as Maestro reads it: its problems lead.
            var errors: [FlowFileSyntaxError] = []
            var config = MaestroConfig()
            var steps: [FlowFileStep] = []
            do { config = try self.config(from: header, separator: separator) } catch { errors.append(error) }
            if let root = documents[1].root {
                do { steps = try self.commands(root) } catch { errors.append(error) }
            } else {
                errors.append(
                    .titled(
                        FlowFileReaderTitle.commandsSectionRequired,
                        "expected a list of commands after '---', found nothing",
                        at: FlowFileSourceLocation(file: file, line: separator.line, column: separator.column + 3)))
            }
            if let combined = FlowFileSyntaxError(combining: errors) { throw combined }
            return FlowFile(file: file, config: config, steps: steps)
        default:
            throw FlowFileSyntaxError(
                "expected one config block and one list of commands, found a third '---' document",
                at: documents[2].separator ?? start
            )
        }
    }

    /// The commands after the config block; anything but a list is Maestro's "Commands Section
    /// Required", placed after the value as Maestro places it.
    private static func commands(_ root: YAMLNode) throws(FlowFileSyntaxError) -> [FlowFileStep] {
        switch root.kind {
        case .sequence:
            return try steps(in: root, what: "flow")
        case let .scalar(text, _):
            let end = FlowFileSourceLocation(
                file: root.location.file, line: root.location.line, column: root.location.column + text.count)
            throw .titled(
                FlowFileReaderTitle.commandsSectionRequired,
                "expected a list of commands after '---' ('- \(QuotedText.abbreviated(text))'), found a string",
                at: end)
        default:
            throw .titled(
                FlowFileReaderTitle.commandsSectionRequired,
                "expected a list of commands after '---', found \(root.shapeName)", at: root.location)
        }
    }

    // MARK: - Config

    private static let configKeys = [
        "appId", "url", "name", "tags", "env", "onFlowStart", "onFlowComplete", "jsEngine",
    ]

    /// The config block; a missing `appId` is placed at the `---` after it, as Maestro places it.
    private static func config(from node: YAMLNode, separator: FlowFileSourceLocation) throws(FlowFileSyntaxError)
        -> MaestroConfig
    {
        guard case let .mapping(entries) = node.kind else {
            throw .titled(
                FlowFileReaderTitle.configSectionRequired, "config: expected a mapping, found \(node.shapeName)",
                at: node.location)
        }
        var values: [String: YAMLNode] = [:]
        var config = MaestroConfig()
        for entry in entries {
            if configKeys.contains(entry.key) {
                values[entry.key] = entry.value
            } else {
                // Maestro keeps keys it does not know (androidWebViewHierarchy, properties, custom ones).
                config.otherKeys[entry.key] = entry.value.summaryText
            }
        }
        guard let appId = values["appId"] ?? values["url"] else {
            throw .titled(
                FlowFileReaderTitle.configFieldRequired,
                "config: expected 'appId' (or 'url' for the web), found neither", at: separator)
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
                // Maestro reads tags as a list only: `tags: foo, bar` is refused, not split.
                throw .titled(
                    FlowFileReaderTitle.incorrectFormat("tags"),
                    "tags: expected a list ('- smoke'), found \(tags.shapeName)", at: tags.location)
            }
        }
        if let env = values["env"], !env.isNull { config.env = try env.stringMap(for: "env") }
        config.onFlowStart = try hook(values["onFlowStart"], what: "onFlowStart")
        config.onFlowComplete = try hook(values["onFlowComplete"], what: "onFlowComplete")
        config.jsEngine = try values["jsEngine"]?.string(for: "jsEngine")
        return config
    }

    /// `onFlowStart`/`onFlowComplete`: a list of commands, or `{commands: [...]}`.
    private static func hook(_ node: YAMLNode?, what: String) throws(FlowFileSyntaxError) -> [FlowFileStep] {
        guard let node, !node.isNull else { return [] }
        if case .mapping = node.kind {
            let arguments = try MaestroArguments(node, for: what, allowed: ["commands"])
            return try steps(in: arguments.required("commands"), what: "\(what).commands")
        }
        return try steps(in: node, what: what)
    }

    // MARK: - Commands

    /// The commands of a list node; every malformed command is reported, not only the first.
    static func steps(in node: YAMLNode, what: String) throws(FlowFileSyntaxError) -> [FlowFileStep] {
        guard case let .sequence(items) = node.kind else {
            throw FlowFileSyntaxError(
                "\(what): expected a list of commands, found \(node.shapeName)", at: node.location)
        }
        guard !items.isEmpty else {
            throw FlowFileSyntaxError("\(what): expected at least one command, found an empty list", at: node.location)
        }
        var steps: [FlowFileStep] = []
        var errors: [FlowFileSyntaxError] = []
        steps.reserveCapacity(items.count)
        for item in items {
            do {
                steps.append(try step(from: item))
            } catch {
                errors.append(error)
            }
        }
        if let combined = FlowFileSyntaxError(combining: errors) { throw combined }
        return steps
    }

    private static func step(from item: YAMLNode) throws(FlowFileSyntaxError) -> FlowFileStep {
        let name: String
        let nameLocation: FlowFileSourceLocation
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
            if argument.isNull, MaestroCommandName(written: name) != nil {
                let key = entries[0].keyLocation
                throw .titled(
                    FlowFileReaderTitle.incorrectCommandFormat(name),
                    "\(name): expected a value after ':', found nothing (write '- \(name)' for no argument)",
                    at: FlowFileSourceLocation(file: key.file, line: key.line, column: key.column + name.count + 1))
            }
        case let .mapping(entries):
            // Maestro reads the first key as the command and stops at the second, just after its name.
            let extra = entries[1]
            let place = FlowFileSourceLocation(
                file: extra.keyLocation.file, line: extra.keyLocation.line,
                column: extra.keyLocation.column + extra.key.count)
            throw .titled(
                FlowFileReaderTitle.invalidCommandFormat(entries[0].key),
                "expected one command per list item, found \(entries.count) keys: "
                    + entries.map(\.key).joined(separator: ", ") + " (is '\(extra.key)' missing an indent or a dash?)",
                at: place
            )
        case let .sequence(items):
            throw .titled(
                FlowFileReaderTitle.invalidCommand,
                "expected a command ('tapOn: submit'), found a list", at: items.first?.location ?? item.location)
        case .null:
            throw .titled(
                FlowFileReaderTitle.invalidCommand, "expected a command ('tapOn: submit'), found nothing",
                at: item.location)
        }
        guard let kind = MaestroCommandName(written: name) else {
            throw .titled(FlowFileReaderTitle.invalidCommand(name), unknownCommandMessage(name), at: nameLocation)
        }
        if case .scalar = item.kind, !MaestroCommandName.bareNames.contains(kind) {
            throw .titled(
                FlowFileReaderTitle.missingCommandOptions,
                "\(name): the command requires options ('- \(name): ...'), found none", at: nameLocation)
        }
        do {
            let decoded = try MaestroCommandDecoder.command(kind, argument: argument)
            return FlowFileStep(decoded.command, at: nameLocation, label: decoded.label, isOptional: decoded.isOptional)
        } catch {
            throw error.titled(FlowFileReaderTitle.parsingFailed)
        }
    }

    private static func unknownCommandMessage(_ name: String) -> String {
        var message = "unknown command '\(QuotedText.abbreviated(name))'"
        if let suggestion = MaestroCommandName.closest(to: name) {
            message += " (did you mean '\(suggestion.rawValue)'?)"
        }
        return message
    }
}
