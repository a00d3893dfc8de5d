/// Reads the commands that need a real device (and `addMedia`, whose files are checked when
/// the flow is loaded), checking their arguments as Maestro does so
/// a malformed one is still refused, and keeping a short summary for the report.
enum MaestroDeviceCommandDecoder {
    static func command(_ name: MaestroCommandName, _ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> MaestroCommandDecoder.Decoded
    {
        let what = name.rawValue
        switch name {
        case .addMedia:
            if case let .sequence(items) = argument.kind {
                return MaestroCommandDecoder.Decoded(command: .addMedia(files: try files(items, for: what)))
            }
            let arguments = try MaestroArguments(argument, for: what, allowed: ["files"])
            guard case let .sequence(items) = try arguments.required("files").kind else {
                throw FlowFileSyntaxError("addMedia.files: expected a list of files", at: argument.location)
            }
            return MaestroCommandDecoder.Decoded(
                command: .addMedia(files: try files(items, for: what)), label: try arguments.label,
                isOptional: try arguments.isOptional)
        case .setPermissions:
            let arguments = try MaestroArguments(argument, for: what, allowed: ["appId", "url", "permissions"])
            let permissions = try arguments.required("permissions").stringMap(for: "setPermissions.permissions")
            let summary = permissions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return try decoded(name, summary.joined(separator: ", "), arguments)
        case .setOrientation:
            return try MaestroOrientation.command(argument)
        case .assertScreenshot:
            return try assertScreenshot(argument)
        case .setLocation:
            let arguments = try MaestroArguments(argument, for: what, allowed: ["latitude", "longitude"])
            let latitude = try arguments.required("latitude").string(for: "setLocation.latitude")
            let longitude = try arguments.required("longitude").string(for: "setLocation.longitude")
            return try decoded(name, "\(latitude), \(longitude)", arguments)
        case .travel:
            let arguments = try MaestroArguments(argument, for: what, allowed: ["points", "speed"])
            guard case let .sequence(points) = try arguments.required("points").kind else {
                throw FlowFileSyntaxError(
                    "travel.points: expected a list of 'latitude, longitude'", at: argument.location)
            }
            for point in points { _ = try point.nonEmptyString(for: "travel.points") }
            return try decoded(name, "\(points.count) points", arguments)
        case .startRecording:
            return try textual(name, argument, key: "path")
        case .setAirplaneMode:
            let value: YAMLNode
            var arguments: MaestroArguments?
            if case .mapping = argument.kind {
                let mapping = try MaestroArguments(argument, for: what, allowed: ["value"])
                value = try mapping.required("value")
                arguments = mapping
            } else {
                value = argument
            }
            let text = try value.string(for: "setAirplaneMode")
            guard ["enabled", "disabled"].contains(text.lowercased()) else {
                throw FlowFileSyntaxError(
                    "setAirplaneMode: expected enabled or disabled, found '\(text)'", at: value.location)
            }
            return try decoded(name, text, arguments)
        case .assertWithAI:
            return try textual(name, argument, key: "assertion")
        case .extractTextWithAI:
            if case .mapping = argument.kind {
                let arguments = try MaestroArguments(argument, for: what, allowed: ["query", "outputVariable"])
                return try decoded(
                    name, try arguments.required("query").string(for: "extractTextWithAI.query"), arguments)
            }
            return try decoded(name, try argument.string(for: what))
        default:
            let arguments = try MaestroArguments(argument, for: what, allowed: [])
            return try decoded(name, "", arguments)
        }
    }

    private static func files(_ items: [YAMLNode], for what: String) throws(FlowFileSyntaxError) -> [String] {
        var names: [String] = []
        for item in items { names.append(try item.nonEmptyString(for: "\(what).files")) }
        return names
    }

    /// `assertScreenshot: path` or `{path, thresholdPercentage, cropOn}`: comparing pixels with
    /// a reference image needs a device's screenshot.
    private static func assertScreenshot(_ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> MaestroCommandDecoder.Decoded
    {
        let what = "assertScreenshot"
        if case .scalar = argument.kind {
            return try decoded(.assertScreenshot, try argument.nonEmptyString(for: what))
        }
        let arguments = try MaestroArguments(argument, for: what, allowed: ["path", "thresholdPercentage", "cropOn"])
        let path = try arguments.required("path").nonEmptyString(for: "\(what).path")
        // A text, so that `${THRESHOLD}` is read too; Maestro's default is 95.
        let threshold = try arguments.string("thresholdPercentage") ?? "95"
        if let cropOn = arguments["cropOn"] { _ = try MaestroSelectorDecoder.selector(cropOn, for: "\(what).cropOn") }
        return try decoded(.assertScreenshot, "\(path) (\(threshold)%)", arguments)
    }

    /// A command that needs a device, with its summary for the report.
    static func decoded(_ name: MaestroCommandName, _ detail: String, _ arguments: MaestroArguments? = nil)
        throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded
    {
        try deviceOnly(name, detail, arguments)
    }

    private static func textual(_ name: MaestroCommandName, _ argument: YAMLNode, key: String)
        throws(FlowFileSyntaxError)
        -> MaestroCommandDecoder.Decoded
    {
        if case .mapping = argument.kind {
            let arguments = try MaestroArguments(argument, for: name.rawValue, allowed: [key])
            return try decoded(name, try arguments.required(key).string(for: "\(name.rawValue).\(key)"), arguments)
        }
        return try decoded(name, try argument.string(for: name.rawValue))
    }

    private static func deviceOnly(_ name: MaestroCommandName, _ detail: String, _ arguments: MaestroArguments?)
        throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded
    {
        // The AI commands are optional by default in Maestro.
        let optionalByDefault = [.assertWithAI, .assertNoDefectsWithAI, .extractTextWithAI].contains(name)
        return MaestroCommandDecoder.Decoded(
            command: .deviceOnly(name: name.rawValue, detail: detail),
            label: try arguments?.label,
            isOptional: try arguments?.boolean("optional") ?? optionalByDefault
        )
    }
}
