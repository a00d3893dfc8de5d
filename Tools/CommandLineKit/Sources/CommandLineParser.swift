/// Reads a command line against a declaration: finds the subcommand, the flags and options
/// (its own and its parents'), and the positional arguments, and refuses anything else with one
/// kind of error.
public enum CommandLineParser {
    /// Reads `arguments` (without the program's name) as `root` declares them.
    ///
    /// - Throws: `CommandUsageError` naming the first thing that does not fit, with the usage
    ///   of the command being read.
    public static func parse(_ arguments: [String], as root: CommandDeclaration) throws(CommandUsageError)
        -> ParsedCommand
    {
        var reading = Reading(root: root)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                // A command that passes its arguments through hands `--` on to their reader too.
                if reading.passesArgumentsThrough { reading.positionals.append(argument) }
                reading.positionals += remaining
                break
            }
            if argument == "--help" || argument == "-h", !reading.passesArgumentsThrough {
                return ParsedCommand(
                    path: reading.commands.map(\.name), wantsHelp: true, usage: HelpText.usage(for: reading.commands),
                    values: [:], flags: [])
            }
            if argument.hasPrefix("-"), argument.count > 1 {
                try reading.readOption(argument, from: &remaining)
            } else {
                try reading.readWord(argument)
            }
        }
        try reading.assignPositionals()
        return ParsedCommand(
            path: reading.commands.map(\.name), wantsHelp: false, usage: HelpText.usage(for: reading.commands),
            values: reading.values, flags: reading.flags)
    }
}

/// The state of one parse: the commands chosen so far and what was read for them.
private struct Reading {
    var commands: [CommandDeclaration]
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init(root: CommandDeclaration) {
        commands = [root]
    }

    private var command: CommandDeclaration { commands[commands.count - 1] }

    /// Whether the command read so far keeps the arguments it does not declare, unread.
    var passesArgumentsThrough: Bool { command.passesArgumentsThrough }

    /// The flags and options accepted here: the command's and every parent's, nearest first, so
    /// that an option a subcommand declares again is read as the subcommand declares it.
    private var options: [ArgumentDeclaration] {
        commands.reversed().flatMap(\.arguments).filter { !$0.names.isEmpty }
    }

    private var usage: String { HelpText.usage(for: commands) }

    private func error(_ message: String) -> CommandUsageError {
        CommandUsageError(message, usage: usage)
    }

    mutating func readOption(_ argument: String, from remaining: inout ArraySlice<String>) throws(CommandUsageError) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let declaration = options.first(where: { $0.names.contains(name) }) else {
            if passesArgumentsThrough {
                positionals.append(argument)
                return
            }
            let known = options.flatMap(\.names) + ["--help"]
            let hint = Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw error("unknown option '\(name)'\(hint)")
        }
        switch declaration.kind {
        case .flag:
            guard parts.count == 1 else { throw error("\(name) takes no value") }
            flags.insert(declaration.key)
        case let .option(valueName, repeatable):
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if let next = remaining.first, !isOptionName(next) {
                value = next
                remaining.removeFirst()
            } else {
                throw error("\(name): expected \(valueName) after it, found none")
            }
            if !repeatable, values[declaration.key] != nil {
                throw error("\(name) was given twice; give it once")
            }
            values[declaration.key, default: []].append(value)
        case .positional:
            break
        }
    }

    mutating func readWord(_ word: String) throws(CommandUsageError) {
        if positionals.isEmpty, let subcommand = command.subcommand(named: word) {
            commands.append(subcommand)
            return
        }
        let takesPositionals = command.arguments.contains {
            if case .positional = $0.kind { return true }
            return false
        }
        if !takesPositionals, !command.subcommands.isEmpty {
            let names = command.subcommands.map(\.name)
            let hint = Suggestion.closest(to: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw error("unknown command '\(word)'\(hint)")
        }
        positionals.append(word)
    }

    /// Hands the words read to the positional arguments in order; refuses too few or too many.
    mutating func assignPositionals() throws(CommandUsageError) {
        var remaining = positionals[...]
        for declaration in command.arguments {
            guard case let .positional(valueName, count) = declaration.kind else { continue }
            switch count {
            case .one:
                guard let value = remaining.popFirst() else { throw error("expected \(valueName), found none") }
                values[valueName] = [value]
            case .optional:
                if let value = remaining.popFirst() { values[valueName] = [value] }
            case .zeroOrMore, .oneOrMore, .remaining:
                if count == .oneOrMore, remaining.isEmpty {
                    throw error("expected at least one \(valueName), found none")
                }
                values[valueName] = Array(remaining)
                remaining = []
            }
        }
        if let extra = remaining.first {
            throw error("unexpected argument '\(extra)'")
        }
    }

    private func isOptionName(_ text: String) -> Bool {
        let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
        return name == "--help" || name == "-h" || options.contains { $0.names.contains(name) }
    }
}
