/// A string written as a JSON string literal, the one escaping that the script printer
/// (`JSON.stringify`) and the hierarchy writer (Jackson) share; they differ only in the case of
/// a control character's hex digits.
enum JSONStringLiteral {
    /// `text` in double quotes, escaped as JSON requires; `uppercaseHex` writes `\u001F`
    /// (Jackson) rather than `\u001f` (`JSON.stringify`).
    static func quoted(_ text: String, uppercaseHex: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: uppercaseHex)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
