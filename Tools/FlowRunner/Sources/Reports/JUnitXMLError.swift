/// Why bytes are not a well-formed XML document `JUnitXMLReader` reads, with the line and
/// column where reading stopped.
struct JUnitXMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected and what was found.
    let reason: String
    /// The line, from 1.
    let line: Int
    /// The column in bytes, from 1.
    let column: Int

    /// `line L, column C: reason`.
    var description: String { "line \(line), column \(column): \(reason)" }
}
