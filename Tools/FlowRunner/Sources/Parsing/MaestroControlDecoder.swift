/// Reads the commands that hold other commands or conditions: `runFlow`, `repeat`, `retry`,
/// `runScript` and `extendedWaitUntil`.
enum MaestroControlDecoder {
    static func runFlow(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        if case .scalar = argument.kind {
            let file = try argument.nonEmptyString(for: "runFlow")
            return MaestroCommandDecoder.Decoded(command: .runFlow(FlowFileInclusion(file: file, env: [:], steps: [])))
        }
        let arguments = try MaestroArguments(argument, for: "runFlow", allowed: ["file", "commands", "env", "when"])
        let inclusion = try self.inclusion(arguments, condition: try arguments["when"].map(condition))
        return MaestroCommandDecoder.Decoded(
            command: .runFlow(inclusion), label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func repetition(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        let arguments = try MaestroArguments(argument, for: "repeat", allowed: ["times", "while", "commands"])
        let steps = try FlowFileParser.steps(in: arguments.required("commands"), what: "repeat.commands")
        let timesText = try arguments.string("times")
        let command: MaestroCommand
        if let timesText, MaestroExpressions.holdsExpression(timesText) {
            // The count is an expression: known only when the step runs.
            command = .repeatWhile(try arguments["while"].map(condition), times: timesText, steps: steps)
        } else if let node = arguments["while"] {
            let times = try arguments.integer("times", in: 1...FlowFileParser.maximumRepeatCount)
            command = .repeatWhile(try condition(node), times: times.map(String.init), steps: steps)
        } else if let times = try arguments.integer("times", in: 1...FlowFileParser.maximumRepeatCount) {
            command = .repeat(times: times, steps: steps)
        } else {
            throw FlowFileSyntaxError("repeat: expected 'times' or 'while'", at: argument.location)
        }
        return MaestroCommandDecoder.Decoded(
            command: command, label: try arguments.label,
            isOptional: try arguments.isOptional)
    }

    static func retry(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        let arguments = try MaestroArguments(
            argument, for: "retry", allowed: ["maxRetries", "file", "commands", "env"])
        // Maestro caps retries at 3 whatever is asked.
        let retries = min(try arguments.integer("maxRetries", in: 0...1_000) ?? 1, 3)
        return MaestroCommandDecoder.Decoded(
            command: .retry(maxRetries: retries, try inclusion(arguments, condition: nil)),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func runScript(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        if case .scalar = argument.kind {
            let file = try argument.nonEmptyString(for: "runScript")
            return MaestroCommandDecoder.Decoded(command: .runScript(file: file, env: [:], condition: nil))
        }
        let arguments = try MaestroArguments(argument, for: "runScript", allowed: ["file", "env", "when"])
        let file = try arguments.required("file").nonEmptyString(for: "runScript.file")
        let env = try arguments["env"]?.stringMap(for: "runScript.env") ?? [:]
        return MaestroCommandDecoder.Decoded(
            command: .runScript(file: file, env: env, condition: try arguments["when"].map(condition)),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func extendedWait(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        let what = "extendedWaitUntil"
        let arguments = try MaestroArguments(argument, for: what, allowed: ["visible", "notVisible", "timeout"])
        let visible = try arguments["visible"].map { node throws(FlowFileSyntaxError) in
            try MaestroSelectorDecoder.selector(node, for: "\(what).visible")
        }
        let notVisible = try arguments["notVisible"].map { node throws(FlowFileSyntaxError) in
            try MaestroSelectorDecoder.selector(node, for: "\(what).notVisible")
        }
        guard visible != nil || notVisible != nil else {
            throw FlowFileSyntaxError("\(what): expected 'visible' or 'notVisible'", at: argument.location)
        }
        return MaestroCommandDecoder.Decoded(
            command: .extendedWaitUntil(
                visible: visible, notVisible: notVisible, timeout: try arguments.string("timeout")),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    /// `when:` and `while:`: `platform`, `visible`, `notVisible` and `true`.
    static func condition(_ node: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCondition {
        let arguments = try MaestroArguments(
            node, for: "condition", allowed: ["platform", "visible", "notVisible", "true"])
        var condition = MaestroCondition()
        if let platform = try arguments.string("platform") {
            guard ["ios", "android", "web"].contains(platform.lowercased()) else {
                throw FlowFileSyntaxError(
                    "condition.platform: expected iOS, Android or Web, found '\(platform)'", at: node.location)
            }
            condition.platform = platform
        }
        condition.visible = try arguments["visible"].map { value throws(FlowFileSyntaxError) in
            try MaestroSelectorDecoder.selector(value, for: "condition.visible")
        }
        condition.notVisible = try arguments["notVisible"].map { value throws(FlowFileSyntaxError) in
            try MaestroSelectorDecoder.selector(value, for: "condition.notVisible")
        }
        condition.script = try arguments.string("true")
        return condition
    }

    private static func inclusion(_ arguments: MaestroArguments, condition: MaestroCondition?)
        throws(FlowFileSyntaxError)
        -> FlowFileInclusion
    {
        let what = arguments.what
        let env = try arguments["env"]?.stringMap(for: "\(what).env") ?? [:]
        switch (arguments["file"], arguments["commands"]) {
        case let (file?, nil):
            return FlowFileInclusion(
                file: try file.nonEmptyString(for: "\(what).file"), env: env, steps: [], condition: condition)
        case let (nil, commands?):
            return FlowFileInclusion(
                file: nil, env: env, steps: try FlowFileParser.steps(in: commands, what: "\(what).commands"),
                condition: condition)
        default:
            throw FlowFileSyntaxError("\(what): expected either 'file' or 'commands'", at: arguments.node.location)
        }
    }
}
