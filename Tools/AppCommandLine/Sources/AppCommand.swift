import Benchmarks
import CommandLineKit
import DesignSystemTools
import FlowRunner
import ScreenCatalogue
import Studio

/// The `App` executable's command tree, declared once: the global options every command
/// accepts and every command, from which the parsing, the usage lines and each `--help` come.
public enum AppCommand: DeclaredCommand {
    /// The widths a text render accepts.
    static let widthRange = 20...200

    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "App",
        abstract: "The headless app; with no command, an interactive session driven from standard input.",
        discussion: """
            Interactive commands, one a line (the screen is printed after each):
              tap TEXT | tap #ID     tap an element by its text or identifier
              input TEXT             type into the focused field (tap a field to focus it)
              erase [N]              delete N characters (all when N is left out)
              back                   go back one screen
              swipe down             dismiss the sheet on top
              swipe right            swipe back from the edge
              tab NAME               select a tab (home, explore, bookmarks, profile)
              open URL               open a deep link
              screen | tree          print the screen or its element tree
              help | quit

            Exit status: 0 success, 1 the command failed, 2 bad usage.
            """,
        arguments: [
            .option(
                "--configuration", value: "NAME",
                help: "dev, staging or production (default): name, bundle id, link scheme"),
            .option(
                "--state", value: "PATH",
                help: "where the session is kept (default: ~/.local/state/BUNDLE_ID/state.plist)"),
            .flag("--clear-state", help: "start logged out with nothing stored"),
            .option(
                "--durability", value: "full|relaxed",
                help: "full flushes every change to disk (the default); relaxed does not, the default of test, "
                    + "demo and bench, whose state is scratch"),
            .option(
                "--width", value: "N",
                help: "width of text renders, \(widthRange.lowerBound) to \(widthRange.upperBound) (default 48)"),
            .option("--appearance", value: "light|dark", help: "the app's appearance (default light)"),
            LanguageArgument.declaration,
        ],
        subcommands: [
            Demo.declaration, Open.declaration, FlowFileTestOptions.declaration, SnapshotCommand.declaration,
            AuditCommand.declaration, TokensCommand.declaration, BenchCommand.declaration, StringsCommand.declaration,
            StudioCommand.declaration, ServeContentCommand.declaration, HierarchyCommand.declaration,
            Help.declaration,
        ]
    )

    /// `App demo`: the guided tour.
    enum Demo: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "demo", abstract: "The guided tour: every screen, printed as text after each step of the bundled tour flow."
        )
    }

    /// `App open URL`: one deep link.
    enum Open: DeclaredCommand {
        /// The positional argument holding the link.
        static let url = "URL"

        static let declaration = CommandDeclaration(
            "open",
            abstract: "Launches the app, opens the deep link and prints the screen; exit 1 when the link is refused.",
            arguments: [.positional(url, help: "the deep link, such as example://home")]
        )
    }

    /// `App help [COMMAND...]`: the help of the app or of one command.
    enum Help: DeclaredCommand {
        /// The positional argument naming the command.
        static let command = "COMMAND"

        static let declaration = CommandDeclaration(
            "help",
            abstract: "Prints this help, or the help of the command named.",
            arguments: [.positional(command, count: .zeroOrMore, help: "a command, such as snapshot or tokens check")]
        )
    }

    /// The usage line of the command at `path` (`["App", "snapshot"]`).
    static func usage(along path: [String]) -> String {
        HelpText.usage(for: declaration.commands(along: path))
    }

    /// A usage error for a value the command `parsed` names refuses, with that command's usage.
    static func usageError(_ message: String, in parsed: ParsedCommand) -> CommandUsageError {
        CommandUsageError(message, usage: usage(along: parsed.path))
    }
}
