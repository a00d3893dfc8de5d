/// One public declaration of a module, as its symbol graph reports it.
public struct APISymbol: Sendable, Hashable, Comparable {
    /// The names leading to it: `["HomeBuilder", "build(dependencies:)"]`.
    public let path: [String]
    /// The symbol kind without the `swift.` prefix: `struct`, `type.method`, ...
    public let kind: String
    /// The declaration as written, e.g. `static func build(dependencies: HomeDependencies) -> ViewController`.
    public let declaration: String
    /// The module whose type this symbol extends, when it comes from an extension of another module's type.
    public let extendedModule: String?

    /// Creates a symbol.
    public init(path: [String], kind: String, declaration: String, extendedModule: String? = nil) {
        self.path = path
        self.kind = kind
        self.declaration = declaration
        self.extendedModule = extendedModule
    }

    /// Whether the symbol is declared at the top level of its own module.
    public var isTopLevel: Bool { path.count == 1 && extendedModule == nil }

    /// The baseline line: `kind path: declaration`, prefixed with the extended module when there is one.
    /// A line break inside the declaration (a symbol graph may spell one, as for an opaque result
    /// type) is one space: the baseline holds one symbol a line, and reads back what it wrote.
    public var line: String {
        let prefix = extendedModule.map { "extension of \($0): " } ?? ""
        let oneLine = declaration.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
        return "\(prefix)\(kind) \(path.joined(separator: ".")): \(oneLine)"
    }

    /// Orders symbols by their baseline line.
    public static func < (lhs: APISymbol, rhs: APISymbol) -> Bool { lhs.line < rhs.line }
}

extension Substring {
    /// The text without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
