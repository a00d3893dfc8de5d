/// Why bytes are not a JSON text, and where: line and column are 1-based, the column
/// counted in bytes.
package struct JSONReadError: Error, Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    /// What was expected and what was found.
    package let reason: String

    package var description: String { "line \(line), column \(column): \(reason)" }
}

/// A key that appears twice in one object. JSON parsers differ on which value wins, so a
/// tokens file must not have one.
package struct JSONDuplicateKey: Sendable, Equatable {
    /// Where the object is, as dotted keys from the root (`(root)` for the root object).
    let objectPath: String
    let key: String
    package let line: Int
    let firstLine: Int
}
