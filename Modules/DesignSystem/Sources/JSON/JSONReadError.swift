/// Why bytes are not a JSON text, and where: line and column are 1-based, the column
/// counted in bytes.
struct JSONReadError: Error, Sendable, Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    /// What was expected and what was found.
    let reason: String

    var description: String { "line \(line), column \(column): \(reason)" }
}

/// A key that appears twice in one object. JSON parsers differ on which value wins, so a
/// tokens file must not have one.
struct JSONDuplicateKey: Sendable, Equatable {
    /// Where the object is, as dotted keys from the root (`(root)` for the root object).
    let objectPath: String
    let key: String
    let line: Int
    let firstLine: Int
}
