/// What a command line said, read against a declaration.
public struct ParsedCommand: Sendable, Equatable {
    /// The command names from the root down to the one chosen: `["App", "tokens", "check"]`.
    public let path: [String]
    /// Whether `--help` (or `-h`) was given; the caller prints `HelpText.help(for:)` and exits 0.
    public let wantsHelp: Bool
    /// The usage lines of the chosen command, as `HelpText.usage(for:)` prints them along `path`.
    public let usage: String
    /// Values by key (an option's longest spelling, a positional's value name), in order.
    let values: [String: [String]]
    /// The keys of the flags given.
    let flags: Set<String>

    /// Whether the flag spelled `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of the option spelled `name`, or of the positional argument so named.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option or a positional argument taking several.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// A usage error for a value this command refuses, followed by the command's usage: a
    /// command can refuse its own options without knowing the tree it was declared in.
    public func usageError(_ message: String) -> CommandUsageError {
        CommandUsageError(message, usage: usage)
    }
}
