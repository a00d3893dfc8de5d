/// Reads each command's argument in the forms Maestro accepts.
enum FlowCommandDecoder {
    static func command(_ name: FlowCommandName, argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommand {
        let what = name.rawValue
        switch name {
        case .launchApp:
            return .launchApp(clearState: try launchClearsState(argument))
        case .clearState:
            if case .mapping = argument.kind { try expectNothing(argument, for: what) }
            return .clearState
        case .tapOn:
            return .tapOn(try selector(argument, for: what))
        case .assertVisible:
            return .assertVisible(try selector(argument, for: what))
        case .assertNotVisible:
            return .assertNotVisible(try selector(argument, for: what))
        case .inputText:
            return .inputText(try argument.string(for: what))
        case .eraseText:
            return .eraseText(count: try eraseCount(argument))
        case .back:
            try expectNothing(argument, for: what)
            return .back
        case .scroll:
            try expectNothing(argument, for: what)
            return .scroll
        case .swipe:
            return .swipe(try swipeDirection(argument))
        case .openLink:
            return .openLink(try stringOrKey(argument, key: "link", for: what))
        case .takeScreenshot:
            return .takeScreenshot(try screenshotName(argument))
        case .runFlow:
            return .runFlow(try inclusion(argument))
        case .repeat:
            return try repetition(argument)
        }
    }

    // MARK: - Arguments

    private static func expectNothing(_ argument: YAMLNode, for what: String) throws(FlowSyntaxError) {
        guard case .null = argument.kind else {
            throw FlowSyntaxError("\(what): expected no argument, found \(argument.shapeName)", at: argument.location)
        }
    }

    private static func launchClearsState(_ argument: YAMLNode) throws(FlowSyntaxError) -> Bool {
        switch argument.kind {
        case .null, .scalar:
            return false
        case .mapping:
            let entries = try argument.entries(for: "launchApp", allowed: ["appId", "clearState", "stopApp"])
            return try entries["clearState"]?.boolean(for: "launchApp.clearState") ?? false
        case .sequence:
            throw FlowSyntaxError(
                "launchApp: expected {clearState: true} or nothing, found a list", at: argument.location)
        }
    }

    private static func selector(_ argument: YAMLNode, for what: String) throws(FlowSyntaxError) -> FlowSelector {
        switch argument.kind {
        case .scalar:
            return FlowSelector(text: try argument.nonEmptyString(for: what))
        case .mapping:
            let entries = try argument.entries(
                for: what,
                allowed: ["text", "id", "index", "enabled", "optional"]
            )
            let selector = FlowSelector(
                text: try entries["text"]?.nonEmptyString(for: "\(what).text"),
                id: try entries["id"]?.nonEmptyString(for: "\(what).id"),
                index: try entries["index"]?.integer(for: "\(what).index", in: 0...10_000),
                enabled: try entries["enabled"]?.boolean(for: "\(what).enabled"),
                isOptional: try entries["optional"]?.boolean(for: "\(what).optional") ?? false
            )
            guard selector.text != nil || selector.id != nil else {
                throw FlowSyntaxError("\(what): expected 'text' or 'id' in the selector", at: argument.location)
            }
            return selector
        case .null, .sequence:
            throw FlowSyntaxError(
                "\(what): expected a text or {id: ...}, found \(argument.shapeName)",
                at: argument.location
            )
        }
    }

    private static func eraseCount(_ argument: YAMLNode) throws(FlowSyntaxError) -> Int? {
        switch argument.kind {
        case .null:
            return nil
        case .mapping:
            let entries = try argument.entries(for: "eraseText", allowed: ["charactersToErase"])
            return try entries["charactersToErase"]?.integer(for: "eraseText.charactersToErase", in: 0...100_000)
        case .scalar, .sequence:
            return try argument.integer(for: "eraseText", in: 0...100_000)
        }
    }

    private static func swipeDirection(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowSwipeDirection {
        let entries = try argument.entries(for: "swipe", allowed: ["direction"])
        guard let node = entries["direction"] else {
            throw FlowSyntaxError("swipe: expected {direction: DOWN} or {direction: RIGHT}", at: argument.location)
        }
        let text = try node.string(for: "swipe.direction")
        guard let direction = FlowSwipeDirection(rawValue: text.uppercased()) else {
            throw FlowSyntaxError(
                "swipe.direction: expected DOWN (dismiss a sheet) or RIGHT (swipe back), found '\(text)'",
                at: node.location
            )
        }
        return direction
    }

    private static func stringOrKey(_ argument: YAMLNode, key: String, for what: String) throws(FlowSyntaxError)
        -> String
    {
        if case .mapping = argument.kind {
            let entries = try argument.entries(for: what, allowed: [key])
            guard let value = entries[key] else {
                throw FlowSyntaxError("\(what): expected '\(key)'", at: argument.location)
            }
            return try value.nonEmptyString(for: "\(what).\(key)")
        }
        return try argument.nonEmptyString(for: what)
    }

    private static func screenshotName(_ argument: YAMLNode) throws(FlowSyntaxError) -> String {
        let name = try stringOrKey(argument, key: "path", for: "takeScreenshot")
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        // The name becomes a path inside the artifacts folder; it must stay inside it.
        guard !name.hasPrefix("/"), !components.contains(".."), !components.contains("") else {
            throw FlowSyntaxError(
                "takeScreenshot: expected a name inside the artifacts folder, found '\(name)'",
                at: argument.location
            )
        }
        return name
    }

    private static func inclusion(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowInclusion {
        if case .scalar = argument.kind {
            return FlowInclusion(file: try argument.nonEmptyString(for: "runFlow"), env: [:], steps: [])
        }
        let entries = try argument.entries(for: "runFlow", allowed: ["file", "commands", "env"])
        let env = try entries["env"]?.stringMap(for: "runFlow.env") ?? [:]
        switch (entries["file"], entries["commands"]) {
        case let (file?, nil):
            return FlowInclusion(file: try file.nonEmptyString(for: "runFlow.file"), env: env, steps: [])
        case let (nil, commands?):
            return FlowInclusion(
                file: nil, env: env, steps: try FlowParser.steps(in: commands, what: "runFlow.commands"))
        default:
            throw FlowSyntaxError("runFlow: expected either 'file' or 'commands'", at: argument.location)
        }
    }

    private static func repetition(_ argument: YAMLNode) throws(FlowSyntaxError) -> FlowCommand {
        let entries = try argument.entries(for: "repeat", allowed: ["times", "commands"])
        guard let times = entries["times"], let commands = entries["commands"] else {
            throw FlowSyntaxError("repeat: expected 'times' and 'commands'", at: argument.location)
        }
        return .repeat(
            times: try times.integer(for: "repeat.times", in: 1...FlowParser.maximumRepeatCount),
            steps: try FlowParser.steps(in: commands, what: "repeat.commands")
        )
    }
}
