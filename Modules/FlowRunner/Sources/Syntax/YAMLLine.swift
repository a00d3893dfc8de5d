/// One meaningful line of a YAML document: comments and trailing spaces removed.
struct YAMLLine: Sendable {
    /// The line number, from 1.
    let number: Int
    /// The 0-based column where `text` starts.
    var indent: Int
    /// The content after the indentation.
    var text: [Character]

    /// Whether the line is a list item (`- value` or a lone `-`).
    var isSequenceItem: Bool {
        text.first == "-" && (text.count == 1 || text[1] == " ")
    }

    /// Splits source text into lines, dropping blank lines and comments.
    ///
    /// - Throws: `FlowSyntaxError` for a tab in the indentation.
    static func lines(of source: String, file: String) throws(FlowSyntaxError) -> [YAMLLine] {
        var result: [YAMLLine] = []
        var number = 0
        // "\r\n" is one Character in Swift, so Windows line endings need naming explicitly.
        let rawLines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for rawLine in rawLines {
            number += 1
            var characters = Array(rawLine)
            if number == 1, characters.first == "\u{FEFF}" { characters.removeFirst() }
            if characters.last == "\r" { characters.removeLast() }
            var indent = 0
            while indent < characters.count, characters[indent] == " " || characters[indent] == "\t" {
                if characters[indent] == "\t" {
                    throw FlowSyntaxError(
                        "expected spaces for indentation, found a tab",
                        at: FlowSourceLocation(file: file, line: number, column: indent + 1)
                    )
                }
                indent += 1
            }
            var text = Array(characters[indent...])
            text = withoutComment(text)
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            if text.isEmpty { continue }
            result.append(YAMLLine(number: number, indent: indent, text: text))
        }
        return result
    }

    /// Cuts a `#` comment, but not a `#` inside quotes or inside a word (`item#2`).
    private static func withoutComment(_ text: [Character]) -> [Character] {
        var quote: Character?
        var index = 0
        while index < text.count {
            let character = text[index]
            let previous: Character? = index > 0 ? text[index - 1] : nil
            if let open = quote {
                if open == "\"", character == "\\" {
                    index += 2
                    continue
                }
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                // A quote only opens at the start of a value; `don't` is a plain word.
                if previous == nil || " {[,:".contains(previous ?? " ") { quote = character }
            } else if character == "#", previous == nil || previous == " " {
                return Array(text[..<index])
            }
            index += 1
        }
        return text
    }
}
