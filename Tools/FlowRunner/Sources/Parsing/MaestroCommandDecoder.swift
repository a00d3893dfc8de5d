/// Reads each command's argument in the forms Maestro accepts: the bare name, a scalar
/// (`tapOn: Log in`, `launchApp: com.other`) or a mapping, with `label` and `optional`.
enum MaestroCommandDecoder {
    /// A decoded command with the options every command takes.
    struct Decoded {
        let command: MaestroCommand
        var label: String?
        var isOptional = false
    }

    static func command(_ name: MaestroCommandName, argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        let what = name.rawValue
        if case .null = argument.kind, !MaestroCommandName.bareNames.contains(name) {
            throw FlowFileSyntaxError("\(what): expected an argument, found nothing", at: argument.location)
        }
        if case .null = argument.kind {
            return Decoded(command: try bareCommand(name, at: argument))
        }
        switch name {
        case .launchApp:
            return try launch(argument)
        case .stopApp, .killApp, .clearState:
            return try appCommand(name, argument)
        case .clearKeychain, .back, .hideKeyboard, .pasteText, .scroll, .stopRecording, .toggleAirplaneMode,
            .assertNoAccessibilityIssues:
            let arguments = try MaestroArguments(argument, for: what, allowed: [])
            return Decoded(
                command: try bareCommand(name, at: argument), label: try arguments.label,
                isOptional: try arguments.isOptional)
        case .tapOn, .doubleTapOn, .longPressOn, .assertVisible, .assertNotVisible, .copyTextFrom:
            return try selectorCommand(name, argument)
        case .inputText:
            return try inputText(argument)
        case .inputRandomText, .inputRandomNumber, .inputRandomEmail, .inputRandomPersonName, .inputRandomCityName,
            .inputRandomCountryName, .inputRandomColorName:
            return try randomInput(name, argument)
        case .setClipboard:
            return try textCommand(argument, key: "text", for: what) { .setClipboard($0) }
        case .setDarkMode, .toggleDarkMode, .assertDarkMode, .assertLightMode:
            return try MaestroAppearanceDecoder.command(name, argument)
        case .eraseText:
            return try erase(argument)
        case .pressKey:
            return try textCommand(argument, key: "key", for: what) { .pressKey($0) }
        case .action:
            return try action(argument)
        case .swipe:
            return try MaestroGestureDecoder.swipe(argument)
        case .scrollUntilVisible:
            return try MaestroGestureDecoder.scrollUntilVisible(argument)
        case .openLink, .openBrowser:
            return try textCommand(argument, key: "link", for: what, extraKeys: ["browser", "autoVerify"]) {
                .openLink($0)
            }
        case .assertTrue:
            return try textCommand(argument, key: "condition", for: what) { .assertTrue($0) }
        case .evalScript:
            return try textCommand(argument, key: "script", for: what) { .evalScript($0) }
        case .runScript:
            return try MaestroControlDecoder.runScript(argument)
        case .extendedWaitUntil:
            return try MaestroControlDecoder.extendedWait(argument)
        case .waitForAnimationToEnd:
            let arguments = try MaestroArguments(argument, for: what, allowed: ["timeout"])
            return Decoded(
                command: .waitForAnimationToEnd, label: try arguments.label,
                isOptional: try arguments.isOptional)
        case .takeScreenshot:
            return try screenshot(argument)
        case .runFlow:
            return try MaestroControlDecoder.runFlow(argument)
        case .repeat:
            return try MaestroControlDecoder.repetition(argument)
        case .retry:
            return try MaestroControlDecoder.retry(argument)
        case .addMedia, .setLocation, .travel, .startRecording, .setAirplaneMode, .assertWithAI,
            .assertNoDefectsWithAI, .extractTextWithAI, .setPermissions, .setOrientation, .assertScreenshot:
            return try MaestroDeviceCommandDecoder.command(name, argument)
        }
    }

    /// The command a bare name stands for.
    private static func bareCommand(_ name: MaestroCommandName, at node: YAMLNode) throws(FlowFileSyntaxError)
        -> MaestroCommand
    {
        switch name {
        case .launchApp: return .launchApp(clearState: false)
        case .stopApp: return .stopApp
        case .killApp: return .killApp
        case .clearState: return .clearState
        case .clearKeychain: return .clearKeychain
        case .eraseText: return .eraseText(count: nil)
        case .inputRandomText: return .inputRandom(.text(length: 8))
        case .inputRandomNumber: return .inputRandom(.number(length: 8))
        case .inputRandomEmail: return .inputRandom(.email)
        case .inputRandomPersonName: return .inputRandom(.personName)
        case .inputRandomCityName: return .inputRandom(.cityName)
        case .inputRandomCountryName: return .inputRandom(.countryName)
        case .inputRandomColorName: return .inputRandom(.colorName)
        case .toggleDarkMode: return .toggleDarkMode
        case .assertDarkMode: return .assertDarkMode(true)
        case .assertLightMode: return .assertDarkMode(false)
        case .back: return .back
        case .hideKeyboard: return .hideKeyboard
        case .pasteText: return .pasteText
        case .scroll: return .scroll
        case .waitForAnimationToEnd: return .waitForAnimationToEnd
        case .stopRecording: return .deviceOnly(name: "stopRecording", detail: "")
        case .toggleAirplaneMode: return .deviceOnly(name: "toggleAirplaneMode", detail: "")
        case .assertNoDefectsWithAI: return .deviceOnly(name: "assertNoDefectsWithAI", detail: "")
        case .assertNoAccessibilityIssues: return .assertNoAccessibilityIssues
        default: throw FlowFileSyntaxError("\(name.rawValue): expected an argument, found nothing", at: node.location)
        }
    }

    // MARK: - Arguments

    private static func launch(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        switch argument.kind {
        case .scalar:
            _ = try argument.nonEmptyString(for: "launchApp")
            return Decoded(command: .launchApp(clearState: false))
        default:
            let arguments = try MaestroArguments(
                argument, for: "launchApp",
                allowed: ["appId", "url", "clearState", "clearKeychain", "stopApp", "permissions", "arguments"]
            )
            if let permissions = arguments["permissions"] {
                _ = try permissions.stringMap(for: "launchApp.permissions")
            }
            if let values = arguments["arguments"], case .sequence = values.kind {
                throw FlowFileSyntaxError("launchApp.arguments: expected a mapping, found a list", at: values.location)
            }
            let launchArguments = try arguments["arguments"]?.stringMap(for: "launchApp.arguments") ?? [:]
            _ = try arguments.boolean("clearKeychain")
            _ = try arguments.boolean("stopApp")
            return Decoded(
                command: .launchApp(
                    clearState: try arguments.boolean("clearState") ?? false, arguments: launchArguments),
                label: try arguments.label, isOptional: try arguments.isOptional)
        }
    }

    private static func appCommand(_ name: MaestroCommandName, _ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> Decoded
    {
        var decoded = Decoded(command: try bareCommand(name, at: argument))
        if case .scalar = argument.kind {
            _ = try argument.nonEmptyString(for: name.rawValue)
            return decoded
        }
        let arguments = try MaestroArguments(argument, for: name.rawValue, allowed: ["appId"])
        decoded.label = try arguments.label
        decoded.isOptional = try arguments.isOptional
        return decoded
    }

    private static func selectorCommand(_ name: MaestroCommandName, _ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> Decoded
    {
        let selector = try MaestroSelectorDecoder.selector(argument, for: name.rawValue)
        let command: MaestroCommand =
            switch name {
            case .doubleTapOn: .doubleTapOn(selector)
            case .longPressOn: .longPressOn(selector)
            case .assertVisible: .assertVisible(selector)
            case .assertNotVisible: .assertNotVisible(selector)
            case .copyTextFrom: .copyTextFrom(selector)
            default: .tapOn(selector)
            }
        var decoded = Decoded(command: command, isOptional: selector.isOptional)
        if case .mapping = argument.kind {
            decoded.label = try MaestroArguments(argument, for: name.rawValue, allowed: MaestroSelectorDecoder.keys)
                .label
        }
        return decoded
    }

    /// A command whose argument is one text, written alone or under `key` in a mapping.
    /// Numbers and booleans count as their text, as Maestro reads them.
    private static func textCommand(
        _ argument: YAMLNode,
        key: String,
        for what: String,
        extraKeys: [String] = [],
        make: (String) -> MaestroCommand
    ) throws(FlowFileSyntaxError) -> Decoded {
        if case .scalar = argument.kind {
            return Decoded(command: make(try argument.string(for: what)))
        }
        let arguments = try MaestroArguments(argument, for: what, allowed: [key] + extraKeys)
        return Decoded(
            command: make(try arguments.required(key).string(for: "\(what).\(key)")),
            label: try arguments.label,
            isOptional: try arguments.isOptional
        )
    }

    private static func randomInput(_ name: MaestroCommandName, _ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> Decoded
    {
        let hasLength = name == .inputRandomText || name == .inputRandomNumber
        let arguments = try MaestroArguments(argument, for: name.rawValue, allowed: hasLength ? ["length"] : [])
        let length = try arguments.integer("length", in: 1...1_000) ?? 8
        let input: MaestroRandomInput =
            switch name {
            case .inputRandomText: .text(length: length)
            case .inputRandomNumber: .number(length: length)
            case .inputRandomEmail: .email
            case .inputRandomCityName: .cityName
            case .inputRandomCountryName: .countryName
            case .inputRandomColorName: .colorName
            default: .personName
            }
        return Decoded(command: .inputRandom(input), label: try arguments.label, isOptional: try arguments.isOptional)
    }

    private static func erase(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        switch argument.kind {
        case .mapping:
            let arguments = try MaestroArguments(argument, for: "eraseText", allowed: ["charactersToErase"])
            return Decoded(
                command: .eraseText(count: try arguments.integer("charactersToErase", in: 0...100_000)),
                label: try arguments.label, isOptional: try arguments.isOptional)
        default:
            return Decoded(command: .eraseText(count: try argument.integer(for: "eraseText", in: 0...100_000)))
        }
    }

    /// `action: back`, Maestro's older spelling of five bare commands.
    private static func action(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        let text = try argument.string(for: "action")
        let commands: [String: MaestroCommand] = [
            "back": .back, "hideKeyboard": .hideKeyboard, "scroll": .scroll, "clearKeychain": .clearKeychain,
            "pasteText": .pasteText,
        ]
        guard let command = commands[text] else {
            throw FlowFileSyntaxError(
                "action: expected back, hideKeyboard, scroll, clearKeychain or pasteText, found '\(text)'",
                at: argument.location
            )
        }
        return Decoded(command: command)
    }

    private static func screenshot(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        var decoded: Decoded
        let name: String
        if case .scalar = argument.kind {
            name = try argument.nonEmptyString(for: "takeScreenshot")
            decoded = Decoded(command: .takeScreenshot(name, cropOn: nil))
        } else {
            let arguments = try MaestroArguments(argument, for: "takeScreenshot", allowed: ["path", "cropOn"])
            name = try arguments.required("path").nonEmptyString(for: "takeScreenshot.path")
            let cropOn = try arguments["cropOn"].map { node throws(FlowFileSyntaxError) in
                try MaestroSelectorDecoder.selector(node, for: "takeScreenshot.cropOn")
            }
            decoded = Decoded(
                command: .takeScreenshot(name, cropOn: cropOn), label: try arguments.label,
                isOptional: try arguments.isOptional)
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        // The name becomes a path inside the artifacts folder; it must stay inside it.
        guard !name.hasPrefix("/"), !components.contains(".."), !components.contains("") else {
            throw FlowFileSyntaxError(
                "takeScreenshot: expected a name inside the artifacts folder, found '\(name)'",
                at: argument.location
            )
        }
        return decoded
    }

    /// `inputText` as Maestro's reader takes it: a text (numbers and booleans count as their
    /// text), or a mapping of which only `text` and `label` are read; other keys (`redact`,
    /// keys of later versions) are ignored, and a missing `text` types nothing.
    private static func inputText(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> Decoded {
        switch argument.kind {
        case .scalar:
            return Decoded(command: .inputText(try argument.string(for: "inputText")))
        case let .mapping(entries):
            var values: [String: YAMLNode] = [:]
            for entry in entries where !entry.value.isNull { values[entry.key] = entry.value }
            return Decoded(
                command: .inputText(try values["text"]?.string(for: "inputText.text") ?? ""),
                label: try values["label"]?.string(for: "inputText.label"),
                isOptional: try values["optional"]?.boolean(for: "inputText.optional") ?? false)
        case .null, .sequence:
            throw .titled(
                FlowFileReaderTitle.incorrectFormat("inputText"),
                "inputText: expected a text or {text: ...}, found \(argument.shapeName)", at: argument.location)
        }
    }
}
