/// Reads the commands that hold other commands or conditions: `runFlow`, `repeat`, `retry`,
/// `runScript` and `extendedWaitUntil`.
enum FlowControlDecoder {
    static func runFlow(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommandDecoder.Decoded {
        if case .scalar = argument.kind {
            let file = try argument.nonEmptyString(for: "runFlow")
            return FlowCommandDecoder.Decoded(command: .runFlow(FlowInclusion(file: file, env: [:], steps: [])))
        }
        let arguments = try FlowArguments(argument, for: "runFlow", allowed: ["file", "commands", "env", "when"])
        let inclusion = try self.inclusion(arguments, condition: try arguments["when"].map(condition))
        return FlowCommandDecoder.Decoded(
            command: .runFlow(inclusion), label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func repetition(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommandDecoder.Decoded {
        let arguments = try FlowArguments(argument, for: "repeat", allowed: ["times", "while", "commands"])
        let steps = try FlowParser.steps(in: arguments.required("commands"), what: "repeat.commands")
        let timesText = try arguments.string("times")
        let command: FlowCommand
        if let timesText, timesText.contains("${") {
            // The count is an expression: known only when the step runs.
            command = .repeatWhile(try arguments["while"].map(condition), times: timesText, steps: steps)
        } else if let node = arguments["while"] {
            let times = try arguments.integer("times", in: 1...FlowParser.maximumRepeatCount)
            command = .repeatWhile(try condition(node), times: times.map(String.init), steps: steps)
        } else if let times = try arguments.integer("times", in: 1...FlowParser.maximumRepeatCount) {
            command = .repeat(times: times, steps: steps)
        } else {
            throw FlowSyntaxError("repeat: expected 'times' or 'while'", at: argument.location)
        }
        return FlowCommandDecoder.Decoded(
            command: command, label: try arguments.label,
            isOptional: try arguments.isOptional)
    }

    static func retry(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommandDecoder.Decoded {
        let arguments = try FlowArguments(argument, for: "retry", allowed: ["maxRetries", "file", "commands", "env"])
        // Maestro caps retries at 3 whatever is asked.
        let retries = min(try arguments.integer("maxRetries", in: 0...1_000) ?? 1, 3)
        return FlowCommandDecoder.Decoded(
            command: .retry(maxRetries: retries, try inclusion(arguments, condition: nil)),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func runScript(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommandDecoder.Decoded {
        if case .scalar = argument.kind {
            let file = try argument.nonEmptyString(for: "runScript")
            return FlowCommandDecoder.Decoded(command: .runScript(file: file, env: [:], condition: nil))
        }
        let arguments = try FlowArguments(argument, for: "runScript", allowed: ["file", "env", "when"])
        let file = try arguments.required("file").nonEmptyString(for: "runScript.file")
        let env = try arguments["env"]?.stringMap(for: "runScript.env") ?? [:]
        return FlowCommandDecoder.Decoded(
            command: .runScript(file: file, env: env, condition: try arguments["when"].map(condition)),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    static func extendedWait(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommandDecoder.Decoded {
        let what = "extendedWaitUntil"
        let arguments = try FlowArguments(argument, for: what, allowed: ["visible", "notVisible", "timeout"])
        let visible = try arguments["visible"].map { node throws(FlowSyntaxError) in
            try FlowSelectorDecoder.selector(node, for: "\(what).visible")
        }
        let notVisible = try arguments["notVisible"].map { node throws(FlowSyntaxError) in
            try FlowSelectorDecoder.selector(node, for: "\(what).notVisible")
        }
        guard visible != nil || notVisible != nil else {
            throw FlowSyntaxError("\(what): expected 'visible' or 'notVisible'", at: argument.location)
        }
        return FlowCommandDecoder.Decoded(
            command: .extendedWaitUntil(
                visible: visible, notVisible: notVisible, timeout: try arguments.string("timeout")),
            label: try arguments.label, isOptional: try arguments.isOptional)
    }

    /// `when:` and `while:`: `platform`, `visible`, `notVisible` and `true`.
    static func condition(_ node: YAMLNode) throws(FlowSyntaxError) -> FlowCondition {
        let arguments = try FlowArguments(
            node, for: "condition", allowed: ["platform", "visible", "notVisible", "true"])
        var condition = FlowCondition()
        if let platform = try arguments.string("platform") {
            guard ["ios", "android", "web"].contains(platform.lowercased()) else {
                throw FlowSyntaxError(
                    "condition.platform: expected iOS, Android or Web, found '\(platform)'", at: node.location)
            }
            condition.platform = platform
        }
        condition.visible = try arguments["visible"].map { value throws(FlowSyntaxError) in
            try FlowSelectorDecoder.selector(value, for: "condition.visible")
        }
        condition.notVisible = try arguments["notVisible"].map { value throws(FlowSyntaxError) in
            try FlowSelectorDecoder.selector(value, for: "condition.notVisible")
        }
        condition.script = try arguments.string("true")
        return condition
    }

    private static func inclusion(_ arguments: FlowArguments, condition: FlowCondition?) throws(FlowSyntaxError)
        -> FlowInclusion
    {
        let what = arguments.what
        let env = try arguments["env"]?.stringMap(for: "\(what).env") ?? [:]
        switch (arguments["file"], arguments["commands"]) {
        case let (file?, nil):
            return FlowInclusion(
                file: try file.nonEmptyString(for: "\(what).file"), env: env, steps: [], condition: condition)
        case let (nil, commands?):
            return FlowInclusion(
                file: nil, env: env, steps: try FlowParser.steps(in: commands, what: "\(what).commands"),
                condition: condition)
        default:
            throw FlowSyntaxError("\(what): expected either 'file' or 'commands'", at: arguments.node.location)
        }
    }
}
