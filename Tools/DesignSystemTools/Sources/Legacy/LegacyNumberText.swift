import HeadlessUI

/// The number at the start of a string value as files before 2025.10 wrote them (`"16px"`,
/// `".5rem"`, `"+2"`, `"1e3px"`, `"1.23456789012345678px"`), read as a `DecimalNumber` so
/// that its digits are kept exactly as written, never rounded through a `Double`.
///
/// CSS allows what JSON does not (a leading `+`, `.5`, `5.`, leading zeros); those are
/// written in JSON's grammar with the same digits (`2`, `0.5`, `5`), so that the rewritten
/// value is a JSON number that means the same.
enum LegacyNumberText {
    /// The number that starts `text` and the text after it: `"-1.5rem"` gives -1.5 and
    /// `"rem"`; `"1em"` gives 1 and `"em"` (an `e` is an exponent only before a digit).
    /// Nil when `text` does not start with a number.
    static func split(_ text: Substring) -> (number: DecimalNumber, rest: Substring)? {
        var index = text.startIndex
        func digits() -> Substring {
            let start = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            return text[start..<index]
        }
        var sign = ""
        if index < text.endIndex, text[index] == "-" || text[index] == "+" {
            if text[index] == "-" { sign = "-" }
            index = text.index(after: index)
        }
        let integer = digits()
        var fraction: Substring = ""
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            fraction = digits()
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = ""
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            var probe = text.index(after: index)
            var exponentSign = ""
            if probe < text.endIndex, text[probe] == "-" || text[probe] == "+" {
                exponentSign = String(text[probe])
                probe = text.index(after: probe)
            }
            if probe < text.endIndex, text[probe].isASCII, text[probe].isNumber {
                index = probe
                exponent = "e" + exponentSign + digits()
            }
        }
        let wholePart = integer.drop { $0 == "0" }
        let written = sign + (wholePart.isEmpty ? "0" : String(wholePart)) + (fraction.isEmpty ? "" : "." + fraction)
        guard let number = DecimalNumber(written + exponent) else { return nil }
        return (number, text[index...])
    }
}
