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
    public var line: String {
        let prefix = extendedModule.map { "extension of \($0): " } ?? ""
        return "\(prefix)\(kind) \(path.joined(separator: ".")): \(declaration)"
    }

    /// Orders symbols by their baseline line.
    public static func < (lhs: APISymbol, rhs: APISymbol) -> Bool { lhs.line < rhs.line }
}
