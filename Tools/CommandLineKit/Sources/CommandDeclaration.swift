/// What a command is called, what it takes and which subcommands it has: the one place its
/// usage, its `--help` and its parsing come from.
public struct CommandDeclaration: Sendable, Equatable {
    /// The word that selects the command (`test`), or the program's name for the root.
    public let name: String
    /// One line saying what the command does.
    public let abstract: String
    /// Paragraphs printed after the options in `--help`; empty for none.
    public let discussion: String
    /// The flags, options and positional arguments, in the order help lists them. A parent's
    /// flags and options are accepted by its subcommands too. A subcommand may declare an option
    /// of a parent's name, of the same kind, to give it its own value name and help from the
    /// subcommand on; it is still one option, whose value may be given before or after the
    /// subcommand's name.
    public let arguments: [ArgumentDeclaration]
    /// The commands one word further down (`tokens check`).
    public let subcommands: [CommandDeclaration]

    /// Declares a command.
    public init(
        _ name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentDeclaration] = [],
        subcommands: [CommandDeclaration] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.subcommands = subcommands
    }

    /// This command and the subcommands `path` names below it (`path` starts with this
    /// command's own name, as `ParsedCommand.path` does): what `HelpText` takes.
    public func commands(along path: [String]) -> [CommandDeclaration] {
        var commands = [self]
        for name in path.dropFirst() {
            guard let next = commands[commands.count - 1].subcommand(named: name) else { break }
            commands.append(next)
        }
        return commands
    }

    /// The subcommand named `name`, if there is one.
    public func subcommand(named name: String) -> CommandDeclaration? {
        subcommands.first { $0.name == name }
    }

    /// Whether the command takes its remaining arguments unread (a `.remaining` positional).
    var passesArgumentsThrough: Bool {
        arguments.contains {
            if case .positional(_, .remaining) = $0.kind { return true }
            return false
        }
    }
}

/// A type that declares a command; nested types declare its subcommands, as
/// `TokensCommand.Check` does for `tokens check`.
public protocol DeclaredCommand {
    /// The command's declaration.
    static var declaration: CommandDeclaration { get }
}
