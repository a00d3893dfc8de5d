/// A string written as a JSON string literal, the one escaping that the script printer
/// (`JSON.stringify`) and the hierarchy writer (Jackson) share; they differ in the case of a
/// control character's hex digits, and in whether DEL and the C1 controls are escaped too.
enum JSONStringLiteral {
    /// `text` in double quotes, escaped as JSON requires.
    ///
    /// - Parameters:
    ///   - uppercaseHex: Writes `\u001F` (Jackson) rather than `\u001f` (`JSON.stringify`).
    ///   - escapingEveryControl: Also writes DEL (U+007F) and the C1 controls (U+0080 to
    ///     U+009F) as `\u` escapes, which JSON allows but does not require. JSON printed on a
    ///     terminal needs it: the console escapes any control character it is handed in its own
    ///     notation (`\u{7F}`), which is not JSON. `JSON.stringify` keeps them as they are, and
    ///     so does the script printer, whose results a script may measure.
    static func quoted(_ text: String, uppercaseHex: Bool = false, escapingEveryControl: Bool = false) -> String {
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
                result += escape(control, uppercaseHex: uppercaseHex)
            case let control where escapingEveryControl && (0x7F...0x9F).contains(control.value):
                result += escape(control, uppercaseHex: uppercaseHex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `\u` and the scalar's value in four hex digits.
    private static func escape(_ scalar: Unicode.Scalar, uppercaseHex: Bool) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
