import HeadlessUI

/// Reads the dark-mode commands: `setDarkMode`, `toggleDarkMode`, `assertDarkMode` and
/// `assertLightMode`.
enum MaestroAppearanceDecoder {
    static func command(_ name: MaestroCommandName, _ argument: YAMLNode) throws(FlowFileSyntaxError)
        -> MaestroCommandDecoder.Decoded
    {
        let what = name.rawValue
        switch name {
        case .setDarkMode:
            return try setDarkMode(argument)
        case .toggleDarkMode:
            let arguments = try MaestroArguments(argument, for: what, allowed: [])
            return MaestroCommandDecoder.Decoded(
                command: .toggleDarkMode, label: try arguments.label, isOptional: try arguments.isOptional)
        default:
            let arguments = try MaestroArguments(argument, for: what, allowed: [])
            return MaestroCommandDecoder.Decoded(
                command: .assertDarkMode(name == .assertDarkMode), label: try arguments.label,
                isOptional: try arguments.isOptional)
        }
    }

    /// `setDarkMode: enabled` or `{value: disabled, label: ...}`. As Maestro's reader, a text
    /// that contains `enabled` or `disabled` is read as that value, and a mapping's keys other
    /// than `value`, `label` and `optional` are ignored.
    private static func setDarkMode(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        switch argument.kind {
        case let .scalar(text, _):
            if text.contains("enabled") { return MaestroCommandDecoder.Decoded(command: .setDarkMode(true)) }
            if text.contains("disabled") { return MaestroCommandDecoder.Decoded(command: .setDarkMode(false)) }
            throw refusal(text, at: argument.location)
        case let .mapping(entries):
            var values: [String: YAMLNode] = [:]
            for entry in entries where !entry.value.isNull { values[entry.key] = entry.value }
            guard let value = values["value"] else { throw refusal("no value", at: argument.location) }
            let text = try value.string(for: "setDarkMode.value")
            guard text == "enabled" || text == "disabled" else { throw refusal(text, at: value.location) }
            return MaestroCommandDecoder.Decoded(
                command: .setDarkMode(text == "enabled"),
                label: try values["label"]?.string(for: "setDarkMode.label"),
                isOptional: try values["optional"]?.boolean(for: "setDarkMode.optional") ?? false)
        case .null, .sequence:
            throw refusal(argument.shapeName, at: argument.location)
        }
    }

    private static func refusal(_ found: String, at location: FlowFileSourceLocation) -> FlowFileSyntaxError {
        .titled(
            FlowFileReaderTitle.parsingFailed,
            "setDarkMode: expected 'enabled' or 'disabled' (or {value: enabled, label: ...}), found "
                + "'\(QuotedText.abbreviated(found))'", at: location)
    }
}
