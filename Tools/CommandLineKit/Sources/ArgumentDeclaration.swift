/// One thing a command takes: a flag, an option with a value, or a positional argument, with
/// the help text a person reads next to it.
public struct ArgumentDeclaration: Sendable, Equatable {
    /// How many values a positional argument takes.
    public enum Count: Sendable, Equatable {
        /// Exactly one.
        case one
        /// None or one.
        case optional
        /// Any number, none included.
        case zeroOrMore
        /// At least one.
        case oneOrMore
        /// Every argument after the command's name, unread, for a command that hands its arguments
        /// to a reader of its own (a wrapper of another program's command line): words, options
        /// nobody declares, `--help` and `--` are kept as given, in order. The options the command
        /// and its parents declare are still read wherever they stand before a `--`. It is the
        /// last positional.
        case remaining
    }

    /// What kind of argument it is.
    public enum Kind: Sendable, Equatable {
        /// Present or not: `--clear-state`.
        case flag
        /// Takes a value, written after it or after `=`: `--format junit`. A repeatable option
        /// keeps every value in order; otherwise a second one is refused.
        case option(valueName: String, repeatable: Bool)
        /// A word that is not an option, by position.
        case positional(valueName: String, count: Count)
    }

    /// The spellings (`-e`, `--env`); empty for a positional argument.
    public let names: [String]
    /// The kind, with its value's name.
    public let kind: Kind
    /// One line for `--help`.
    public let help: String

    /// The name results are looked up by: the longest spelling, or the value's name of a
    /// positional argument.
    public var key: String {
        if case let .positional(valueName, _) = kind { return valueName }
        return names.max { $0.count < $1.count } ?? ""
    }

    /// A flag spelled `names`.
    public static func flag(_ names: String..., help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(names: names, kind: .flag, help: help)
    }

    /// An option spelled `names` whose value `--help` calls `value`.
    public static func option(
        _ names: String..., value: String, repeatable: Bool = false, help: String
    ) -> ArgumentDeclaration {
        ArgumentDeclaration(names: names, kind: .option(valueName: value, repeatable: repeatable), help: help)
    }

    /// A positional argument `--help` calls `value`, taking `count` values.
    public static func positional(_ value: String, count: Count = .one, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(names: [], kind: .positional(valueName: value, count: count), help: help)
    }
}
