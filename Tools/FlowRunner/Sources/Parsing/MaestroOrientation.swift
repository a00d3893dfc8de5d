import Foundation
import HeadlessUI

/// Reads `setOrientation`: a device setting, so the step is not applicable headlessly, but a
/// literal orientation is still checked when the file is read, as Maestro checks it.
enum MaestroOrientation {
    /// Maestro's orientations; a name matches ignoring case and underscores (`landscapeLeft`).
    static let names = ["PORTRAIT", "LANDSCAPE_LEFT", "LANDSCAPE_RIGHT", "UPSIDE_DOWN"]

    /// `setOrientation: PORTRAIT` or `{orientation: ..., label: ...}`; as in Maestro's reader,
    /// a mapping's other keys are ignored.
    static func command(_ argument: YAMLNode) throws(FlowFileSyntaxError) -> MaestroCommandDecoder.Decoded {
        let node: YAMLNode
        var label: String?
        var isOptional = false
        switch argument.kind {
        case let .mapping(entries):
            var values: [String: YAMLNode] = [:]
            for entry in entries where !entry.value.isNull { values[entry.key] = entry.value }
            guard let orientation = values["orientation"] else {
                throw .titled(
                    FlowFileReaderTitle.parsingFailed, "setOrientation: expected 'orientation'", at: argument.location)
            }
            node = orientation
            label = try values["label"]?.string(for: "setOrientation.label")
            isOptional = try values["optional"]?.boolean(for: "setOrientation.optional") ?? false
        default:
            node = argument
        }
        let text = try node.string(for: "setOrientation")
        // A value from `${...}` is known only when the step runs.
        if !MaestroExpressions.holdsExpression(text) {
            guard let name = canonical(text) else {
                throw .titled(
                    FlowFileReaderTitle.parsingFailed,
                    "setOrientation: unknown orientation '\(QuotedText.abbreviated(text))'; expected "
                        + names.joined(separator: ", ") + " (any case, underscores optional)", at: node.location)
            }
            return MaestroCommandDecoder.Decoded(
                command: .deviceOnly(name: "setOrientation", detail: name), label: label, isOptional: isOptional)
        }
        return MaestroCommandDecoder.Decoded(
            command: .deviceOnly(name: "setOrientation", detail: text), label: label, isOptional: isOptional)
    }

    /// The orientation `text` names, or `nil`.
    static func canonical(_ text: String) -> String? {
        let wanted = text.lowercased().replacingOccurrences(of: "_", with: "")
        return names.first { $0.lowercased().replacingOccurrences(of: "_", with: "") == wanted }
    }
}
