import Foundation

/// The first capture group of a regular expression's first match in a line of source.
enum FirstCapture {
    /// What the first group of `pattern` captured in `line`, or `nil` when it does not match.
    static func of(_ pattern: String, in line: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
            let range = Range(match.range(at: 1), in: line)
        else { return nil }
        return String(line[range])
    }
}
