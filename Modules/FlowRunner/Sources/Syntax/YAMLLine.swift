/// One meaningful line of a YAML document: comments and trailing spaces removed.
struct YAMLLine: Sendable {
    /// The line number, from 1.
    let number: Int
    /// The 0-based column where `text` starts.
    var indent: Int
    /// The content after the indentation.
    var text: [Character]
    /// The text of a block scalar (`|` or `>`) that ends this line, read from the lines below.
    var blockScalar: String?

    /// Whether the line is a list item (`- value` or a lone `-`).
    var isSequenceItem: Bool {
        text.first == "-" && (text.count == 1 || text[1] == " ")
    }

    /// Splits source text into lines, dropping blank lines and comments. Block scalars
    /// (`key: |`) take the lines indented below them as their text; a flow collection left
    /// open at the end of a line (`[`, `{`) continues on the next lines.
    ///
    /// - Throws: `FlowSyntaxError` for a tab in the indentation.
    static func lines(of source: String, file: String) throws(FlowSyntaxError) -> [YAMLLine] {
        var result: [YAMLLine] = []
        // "\r\n" is one Character in Swift, so Windows line endings need naming explicitly.
        let rawLines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { raw in
            var characters = Array(raw)
            if characters.last == "\r" { characters.removeLast() }
            return characters
        }
        var index = 0
        while index < rawLines.count {
            let number = index + 1
            var characters = rawLines[index]
            index += 1
            if number == 1, characters.first == "\u{FEFF}" { characters.removeFirst() }
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
            var text = trimmed(withoutComment(Array(characters[indent...])))
            if text.isEmpty { continue }
            var line = YAMLLine(number: number, indent: indent, text: text)
            if let header = YAMLBlockScalar.header(ending: text) {
                line.blockScalar = YAMLBlockScalar.read(header, lines: rawLines, from: &index, parentIndent: indent)
            } else {
                var joined = 0
                while YAMLBlockScalar.hasOpenBracket(text), index < rawLines.count, joined < 1_000 {
                    text += [" "] + trimmed(withoutComment(Array(rawLines[index].drop { $0 == " " })))
                    index += 1
                    joined += 1
                }
                line.text = text
            }
            result.append(line)
        }
        return result
    }

    private static func trimmed(_ text: [Character]) -> [Character] {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
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
