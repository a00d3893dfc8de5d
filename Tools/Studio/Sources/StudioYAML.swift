/// Writes the Maestro commands the studio records, in the block style flow files use.
public enum StudioYAML {
    /// `text` as a double-quoted YAML scalar: backslash, quote and control characters escaped,
    /// so any text reads back as itself.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `pattern` with every character a Maestro text pattern (a regular expression) treats
    /// specially escaped, so it matches only itself.
    static func literalPattern(_ pattern: String) -> String {
        var result = ""
        for character in pattern {
            if "\\.*+?()[]{}|^$".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `- NAME:` with one `key: value` line per field (values already written as YAML).
    static func command(_ name: String, _ fields: [(String, String)]) -> String {
        "- \(name):\n" + fields.map { "    \($0.0): \($0.1)\n" }.joined()
    }

    /// `- NAME: VALUE` (the value already written as YAML).
    static func command(_ name: String, _ value: String) -> String {
        "- \(name): \(value)\n"
    }
}
