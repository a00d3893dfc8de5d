/// A refused flow file as Maestro prints it: its title and place (`Invalid Command: tapon at
/// flow.yaml:3:3`), the lines around the place with a caret under the column, and the
/// message.
public enum FlowFileCodeFrame {
    /// The lines shown before and after the problem's line.
    static let context = 2

    /// `error` as Maestro prints a refusal, with the lines of `source` (the file's text) around
    /// its place; without `source`, or with a place outside it, only the title and message.
    public static func render(_ error: FlowFileSyntaxError, source: String?) -> String {
        render(error, lines: source.map(FlowFileSourceLines.init))
    }

    /// `error` with the lines around its place taken from `lines`, the file's text split once:
    /// a file with thousands of problems is split once, not once per problem.
    static func render(_ error: FlowFileSyntaxError, lines: FlowFileSourceLines?) -> String {
        let title = error.title ?? FlowFileReaderTitle.parsingFailed
        var text = "\(title) at \(error.location)\n\n"
        if let lines, let frame = frame(lines, line: error.location.line, column: error.location.column) {
            text += frame + "\n\n"
        }
        text += error.message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n")
        return text
    }

    /// The numbered lines around `line`, the line itself marked and a caret under `column`.
    static func frame(_ lines: FlowFileSourceLines, line: Int, column: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        let first = max(line - context, 1)
        let last = min(line + context, lines.count)
        var rows: [String] = []
        for number in first...last {
            let content = lines[number].reversed().drop { $0 == " " || $0 == "\r" || $0 == "\t" }.reversed()
            let marker = number == line ? ">" : " "
            let digits = String(number)
            let padded = String(repeating: " ", count: max(4 - digits.count, 0)) + digits
            rows.append(("  \(marker) \(padded) | " + String(content)).trimmingTrailingSpaces())
            if number == line {
                // Two of indent, the marker and a space, four of number, then " | ".
                rows.append(String(repeating: " ", count: 11 + max(column - 1, 0)) + "^")
            }
        }
        return rows.joined(separator: "\n")
    }
}

extension String {
    /// The text without the spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
