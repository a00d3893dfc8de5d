/// A feature's name in every spelling the generated files need.
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
        short = name
    }

    /// The target, e.g. `SettingsModule`.
    var module: String { short + Self.moduleSuffix }

    /// The test target, e.g. `SettingsModuleTests`.
    var testTarget: String { module + "Tests" }

    /// The prefix of accessibility identifiers, e.g. `settings` or `readingList`.
    var identifierPrefix: String { short.prefix(1).lowercased() + short.dropFirst() }

    /// The screen title: the words of the name, e.g. `Reading List`.
    var title: String {
        var words = ""
        var previous: Character?
        for character in short {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                words.append(" ")
            }
            words.append(character)
            previous = character
        }
        return words
    }
}
