/// Usage lines and `--help` pages, made from declarations only, so what a command accepts and
/// what its help says cannot drift apart.
public enum HelpText {
    /// `usage: App test [options] FLOW|DIR...` for the command at the end of `commands` (the
    /// root first).
    public static func usage(for commands: [CommandDeclaration]) -> String {
        guard let command = commands.last else { return "" }
        var words = ["usage:"] + commands.map(\.name)
        let positionals = command.arguments.filter { $0.names.isEmpty }
        // A command that takes words of its own lists its subcommands in its help instead. The
        // subcommand is optional, as the parser reads it: `App` alone and `App tokens --check` run.
        if !command.subcommands.isEmpty, positionals.isEmpty { words.append("[<command>]") }
        if commands.contains(where: { $0.arguments.contains { !$0.names.isEmpty } }) { words.append("[options]") }
        for argument in positionals {
            guard case let .positional(valueName, count) = argument.kind else { continue }
            switch count {
            case .one: words.append(valueName)
            case .optional: words.append("[\(valueName)]")
            case .zeroOrMore, .remaining: words.append("[\(valueName)...]")
            case .oneOrMore: words.append("\(valueName)...")
            }
        }
        return words.joined(separator: " ")
    }

    /// The `--help` page of the command at the end of `commands`: what it does, its usage, its
    /// arguments, its options, the options its parents lend it, its subcommands, and its notes.
    public static func help(for commands: [CommandDeclaration]) -> String {
        guard let command = commands.last else { return "" }
        var sections = [command.abstract, usage(for: commands)]
        let positionals = command.arguments.filter { $0.names.isEmpty }
        if !positionals.isEmpty {
            sections.append(table("Arguments:", positionals.map { (label(of: $0), $0.help) }))
        }
        let own = command.arguments.filter { !$0.names.isEmpty }
        // A command that passes its arguments through hands `--help` on to their reader.
        let help =
            command.passesArgumentsThrough ? [] : [ArgumentDeclaration.flag("-h", "--help", help: "Prints this help.")]
        if !(own + help).isEmpty {
            sections.append(table("Options:", (own + help).map { (label(of: $0), $0.help) }))
        }
        let inherited = lentOptions(along: commands)
        if !inherited.isEmpty {
            sections.append(
                table(
                    "Options of \(commands.dropLast().map(\.name).joined(separator: " ")):",
                    inherited.map { (label(of: $0), $0.help) }))
        }
        if !command.subcommands.isEmpty {
            sections.append(table("Commands:", command.subcommands.map { ($0.name, $0.abstract) }))
        }
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        return sections.joined(separator: "\n\n")
    }

    /// The help pages of every command under `root`, depth first, each with its path: what a
    /// test compares against each command's `--help`.
    public static func everyCommand(under root: CommandDeclaration) -> [[CommandDeclaration]] {
        var paths: [[CommandDeclaration]] = []
        var pending: [[CommandDeclaration]] = [[root]]
        while let path = pending.popLast() {
            paths.append(path)
            pending += path[path.count - 1].subcommands.reversed().map { path + [$0] }
        }
        return paths
    }

    /// The options the parents of the last command lend it, root first, leaving out those a
    /// nearer command declares again under the same name.
    private static func lentOptions(along commands: [CommandDeclaration]) -> [ArgumentDeclaration] {
        var declaredNearer = Set(commands.last?.arguments.flatMap(\.names) ?? [])
        var lent: [ArgumentDeclaration] = []
        for parent in commands.dropLast().reversed() {
            let options = parent.arguments.filter { !$0.names.isEmpty && declaredNearer.isDisjoint(with: $0.names) }
            lent = options + lent
            declaredNearer.formUnion(options.flatMap(\.names))
        }
        return lent
    }

    /// How an argument is written in help: `-e, --env NAME=VALUE`, `FILE...`.
    static func label(of argument: ArgumentDeclaration) -> String {
        switch argument.kind {
        case .flag: return argument.names.joined(separator: ", ")
        case let .option(valueName, repeatable):
            return argument.names.joined(separator: ", ") + " " + valueName + (repeatable ? " (repeatable)" : "")
        case let .positional(valueName, count):
            return count == .one || count == .optional ? valueName : valueName + "..."
        }
    }

    /// A heading and rows of two columns, the second aligned; a label that leaves less than two
    /// spaces before that column puts its text on the next line.
    private static func table(_ heading: String, _ rows: [(String, String)]) -> String {
        let width = min((rows.map(\.0.count).max() ?? 0) + 2, 28)
        let lines = rows.map { label, text in
            let padding =
                label.count + 2 <= width
                ? String(repeating: " ", count: width - label.count) : "\n" + String(repeating: " ", count: width + 2)
            return "  " + label + padding + text
        }
        return ([heading] + lines).joined(separator: "\n")
    }
}
