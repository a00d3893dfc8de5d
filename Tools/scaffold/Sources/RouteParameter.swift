/// The value a route to a new screen carries, written `name:Type` (`authorID:String`): the
/// parent's route case takes it, the screen's factory and view model keep it, and its node tree
/// shows it through the String Catalog.
struct RouteParameter: Equatable {
    /// The types a route value may have: the two a String Catalog string writes in, as text
    /// (`%@`) and as a whole number (`%lld`). Any other type would need a wording the catalogue
    /// cannot give, so it is refused rather than shown through `description`.
    enum Kind: String, CaseIterable {
        case string = "String"
        case int = "Int"

        /// The format specifier the catalogue string writes the value in with.
        var specifier: String {
            switch self {
            case .string: "%@"
            case .int: "%lld"
            }
        }

        /// The `LocalizedArgument` that passes `expression` to the catalogue string, as Swift source.
        func argument(_ expression: String) -> String {
            switch self {
            case .string: ".text(\(expression))"
            case .int: ".number(\(expression))"
            }
        }

        /// A value of this type for the generated tests, as Swift source.
        var sampleSource: String {
            switch self {
            case .string: "\"example\""
            case .int: "42"
            }
        }

        /// How `sampleSource` reads on the screen.
        var sampleShown: String {
            switch self {
            case .string: "example"
            case .int: "42"
            }
        }
    }

    /// The names the generated files already give their own parameters and properties.
    static let reservedNames: Set<String> = [
        "components", "dependencies", "errorMessage", "onChange", "onDone", "route", "router", "strings", "tree",
        "viewModel",
    ]

    /// Swift's keywords, which cannot name a parameter without backticks.
    static let keywords: Set<String> = [
        "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The name, e.g. `authorID`.
    let name: String
    /// The type.
    let kind: Kind

    /// Reads `name:Type`; refuses anything else, saying what is wrong with it.
    init(_ raw: String) throws(ScaffoldError) {
        let parts = raw.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw .invalidParameter(raw, problem: "expected one ':' between the name and the type")
        }
        let name = parts[0]
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw .invalidParameter(
                raw, problem: "the name must start with a small letter and hold only letters and digits")
        }
        guard !Self.keywords.contains(name) else {
            throw .invalidParameter(raw, problem: "'\(name)' is a Swift keyword")
        }
        guard !Self.reservedNames.contains(name) else {
            throw .invalidParameter(raw, problem: "the screen's files already use the name '\(name)'")
        }
        guard let kind = Kind(rawValue: parts[1]) else {
            throw .invalidParameter(
                raw,
                problem: "the type '\(parts[1])' cannot be written in through the String Catalog, which takes text "
                    + "(String, %@) and whole numbers (Int, %lld)")
        }
        self.name = name
        self.kind = kind
    }

    /// The parameter as a declaration, e.g. `authorID: String`.
    var declaration: String { "\(name): \(kind.rawValue)" }

    /// The value's label on the screen: the words of the name, the first capitalised, e.g. `Author ID`.
    var label: String {
        let words = FeatureName.words(in: name)
        return ([words[0].prefix(1).uppercased() + words[0].dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
}
