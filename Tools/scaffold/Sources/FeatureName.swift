/// A feature's (or a screen's) name in every spelling the generated files need.
struct FeatureName: Equatable {
    /// The ending that makes a target a feature (the rules file's `nameSuffix`).
    static let moduleSuffix = "Module"

    /// The short name, e.g. `Settings` or `ReadingList`.
    let short: String

    /// Accepts `Settings` or `SettingsModule`; anything but an UpperCamelCase identifier is refused.
    init(_ raw: String) throws(ScaffoldError) {
        var name = raw
        if name.hasSuffix(Self.moduleSuffix), name != Self.moduleSuffix {
            name = String(name.dropLast(Self.moduleSuffix.count))
        }
        guard name != Self.moduleSuffix, let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw .invalidName(raw)
        }
        let lowered = name.prefix(1).lowercased() + name.dropFirst()
        guard !Self.swiftKeywords.contains(lowered) else { throw .keyword(raw, word: lowered) }
        short = name
    }

    /// Swift's keywords: a name spelled as one in lowerCamelCase cannot be a route's case, a
    /// property or a parameter the scaffold writes (`case class`, `case default`, `case self`).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// The target, e.g. `SettingsModule`.
    var module: String { short + Self.moduleSuffix }

    /// The test target, e.g. `SettingsModuleTests`.
    var testTarget: String { module + "Tests" }

    /// The prefix of accessibility identifiers and catalogue keys, e.g. `settings` or `readingList`.
    var identifierPrefix: String { short.prefix(1).lowercased() + short.dropFirst() }

    /// The screen title: the words of the name, e.g. `Reading List`.
    var title: String { words.joined(separator: " ") }

    /// The name the screen catalogue gives the screen's screenshot, e.g. `reading-list`, as the
    /// catalogue names `edit-profile`.
    var screenshotName: String { words.map { $0.lowercased() }.joined(separator: "-") }

    private var words: [String] { Self.words(in: short) }

    /// The words of an identifier: a capital after a small letter or a digit starts one, so
    /// `AuthorID` is `Author ID` and `authorID` is `author ID`.
    static func words(in identifier: String) -> [String] {
        var words: [String] = []
        var previous: Character?
        for character in identifier {
            if words.isEmpty || (character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true))
            {
                words.append("")
            }
            words[words.count - 1].append(character)
            previous = character
        }
        return words
    }
}
