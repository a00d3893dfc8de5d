/// The lines of a flow file's text, split once so that any number of messages about the file
/// can each show the lines around their place without reading the whole text again.
struct FlowFileSourceLines: Sendable {
    /// The lines, without their line feeds; a carriage return before one stays.
    let lines: [Substring]

    /// Splits `source` at its line feeds.
    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// How many lines there are.
    var count: Int { lines.count }

    /// Line `number`, counting from 1.
    subscript(number: Int) -> Substring { lines[number - 1] }
}
