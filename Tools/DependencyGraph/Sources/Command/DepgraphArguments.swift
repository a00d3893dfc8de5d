import CommandLineKit

/// Reads `depgraph`'s arguments as `DepgraphCommand.declaration` declares them, with what a
/// declaration alone does not say: arguments that name no command are `graph`'s, `help COMMAND`
/// reads as `COMMAND --help`, and an option of another command is refused as such.
enum DepgraphArguments {
    /// Reads `arguments` (those after the program's name).
    ///
    /// - Throws: `CommandUsageError` naming the first argument that does not fit, with the usage
    ///   of the command being read.
    static func parse(_ arguments: [String]) throws(CommandUsageError) -> ParsedCommand {
        let root = DepgraphCommand.declaration
        let read = namesACommand(arguments) ? arguments : [DepgraphCommand.Graph.declaration.name] + arguments
        let parsed: ParsedCommand
        do {
            parsed = try CommandLineParser.parse(read, as: root)
        } catch {
            throw refused(error, arguments: read)
        }
        guard parsed.path == [root.name, DepgraphCommand.Help.declaration.name], !parsed.wantsHelp else {
            return parsed
        }
        do {
            return try CommandLineParser.parse(parsed.values(DepgraphCommand.Help.command) + ["--help"], as: root)
        } catch {
            throw CommandUsageError(error.message, usage: HelpText.usage(for: root.commands(along: parsed.path)))
        }
    }

    /// Whether `arguments` start with a word the root reads itself: a command's name (or a
    /// mistyped one, refused with the commands' names) or `--help`. Anything else, nothing
    /// included, is `graph`'s: `depgraph --format json`.
    private static func namesACommand(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return first == "--help" || first == "-h" || !first.hasPrefix("-")
    }

    /// The parser's error, or, when it refuses an option that another command takes, an error
    /// that says so: the option exists, just not here.
    private static func refused(_ error: CommandUsageError, arguments: [String]) -> CommandUsageError {
        let root = DepgraphCommand.declaration
        guard let command = arguments.first.flatMap(root.subcommand(named:)) else { return error }
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            let name = String(argument.prefix { $0 != "=" })
            let unknown = "unknown option '\(name)'"
            guard error.message == unknown || error.message.hasPrefix(unknown + ";") else { continue }
            let takers = root.subcommands.filter { $0.arguments.contains { $0.names.contains(name) } }
            guard !takers.isEmpty else { return error }
            let names = takers.map { "`\(root.name) \($0.name)`" }
            let list =
                names.count == 1
                ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            return CommandUsageError(
                "\(name) does not apply to `\(root.name) \(command.name)`; it is an option of \(list)",
                usage: error.usage)
        }
        return error
    }
}
