/// One `import` declaration found in a source file.
public struct ImportStatement: Sendable, Equatable {
    /// The imported module (the first component of the path).
    public let module: String
    /// The full imported path: `["M", "T"]` for `import struct M.T`.
    public let path: [String]
    /// The declaration kind for a scoped import (`struct`, `func`, ...), else nil.
    public let declarationKind: String?
    /// Attribute names without the `@`, e.g. `testable`, `_exported`, `preconcurrency`.
    public let attributes: [String]
    /// The access-level modifier (`internal`, `public`, ...), if written.
    public let accessLevel: String?
    /// The 1-based line of the `import` keyword.
    public let line: Int

    /// Creates an import statement.
    public init(
        path: [String],
        declarationKind: String? = nil,
        attributes: [String] = [],
        accessLevel: String? = nil,
        line: Int
    ) {
        self.module = path.first ?? ""
        self.path = path
        self.declarationKind = declarationKind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
    }

    /// Whether the import is `@testable`.
    public var isTestable: Bool { attributes.contains("testable") }
    /// Whether the import re-exports the module (`@_exported`).
    public var isExported: Bool { attributes.contains("_exported") }
}
