/// A parsed JSON value. Kept apart from Foundation's `Any` so booleans and numbers never
/// blur into each other and so an error can show what it found.
package enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// Compact JSON with sorted keys, so kept data prints the same on every run.
    package var jsonText: String {
        switch self {
        case let .string(text):
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default:
                    // DEL and the C1 controls too, which JSON allows raw: printed on a terminal,
                    // the console would escape them in its own notation (`\u{7F}`), not JSON's.
                    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                        let hex = String(scalar.value, radix: 16)
                        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        escaped.unicodeScalars.append(scalar)
                    }
                }
            }
            return escaped + "\""
        case let .array(items): return "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case let .object(members):
            return "{"
                + members.keys.sorted().map { JSONValue.string($0).jsonText + ":" + (members[$0]?.jsonText ?? "null") }
                .joined(separator: ",") + "}"
        case .number, .bool, .null: return summary
        }
    }

    /// A short rendering for error messages: strings quoted, objects by their keys.
    package var summary: String {
        switch self {
        case let .string(text): return "\"" + text + "\""
        case let .number(number): return Self.format(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .array(items): return "[" + items.map(\.summary).joined(separator: ", ") + "]"
        case let .object(members):
            let keys = members.keys.sorted().map { "\"" + $0 + "\": " + (members[$0]?.summary ?? "") }
            return "{" + keys.joined(separator: ", ") + "}"
        case .null: return "null"
        }
    }

    /// Whole numbers without a trailing `.0`, so messages read like the file; unit
    /// conversions are rounded to nine decimals so `350ms` prints as `0.35`, not `0.35000000000000003`.
    package static func format(_ number: Double) -> String {
        guard abs(number) < 1e15 else { return String(number) }
        let rounded = (number * 1e9).rounded() / 1e9
        if rounded.rounded() == rounded { return String(Int(rounded)) }
        return String(rounded)
    }
}
