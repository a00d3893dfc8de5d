import App
import Benchmarks
import CommandLineKit
import DesignSystem
import DesignSystemTools
import FlowRunner
import HeadlessDefaults
import ScreenCatalogue
import Studio

/// What the command line asked for: the command with its options read and checked, and how to
/// launch the app.
public struct Invocation: Equatable {
    /// The command, with what it was given.
    enum Command: Equatable {
        /// Read commands from standard input, one a line.
        case interactive
        /// The guided tour of every screen.
        case demo
        /// Launch, open a link, print the screen.
        case open(String)
        /// Run flow files.
        case test(FlowFileTestOptions)
        /// Join the reports of several test runs.
        case mergeReports(FlowFileMergeReportsOptions)
        /// Print the screen's element tree as Maestro does, after opening a link when given.
        case hierarchy(open: String?)
        /// Render every screen.
        case snapshot(SnapshotCommand.Options)
        /// Audit every screen for accessibility.
        case audit(AuditCommand.Options)
        /// Print or check the app's design tokens.
        case tokens(TokensCommand.Options)
        /// Check any token set.
        case tokensCheck(TokensCommand.Check.Options)
        /// `App tokens migrate FILE... (--write | --output DIR)`.
        case tokensMigrate(TokensCommand.Migrate.Options)
        /// `App tokens resolve RESOLVER [--input NAME=VALUE]...`.
        case tokensResolve(TokensCommand.Resolve.Options)
        /// Run the benchmarks.
        case bench(BenchCommand.Options)
        /// Check the String Catalogs.
        case stringsCheck(StringsCommand.Check.Options)
        /// Serve the studio page.
        case studio(StudioCommand.Options)
        /// Serve the content API.
        case serveContent(ServeContentCommand.Options)
        /// Print the help of the command at this path (`["App", "snapshot"]`).
        case help([String])
    }

    var command: Command = .interactive
    var launch = LaunchOptions()
    /// The content server `--content-url` names; `nil` starts the embedded one.
    var content = ContentServerChoice.embedded
    /// The width of text renders.
    var width = 48

    /// Reads `arguments` (those after the program's name) as `AppCommand` declares them.
    ///
    /// - Throws: `CommandUsageError` for an argument the declarations do not take or a value an
    ///   option refuses, with the usage of the command being read.
    init(parsing arguments: [String]) throws(CommandUsageError) {
        var parsed = try CommandLineParser.parse(arguments, as: AppCommand.declaration)
        if parsed.path == Self.path(of: AppCommand.Help.declaration), !parsed.wantsHelp {
            parsed = try Self.commandNamed(by: parsed)
        }
        if parsed.wantsHelp {
            command = .help(parsed.path)
            return
        }
        try readGlobalOptions(parsed)
        command = try Self.command(parsed)
    }

    /// `App help tokens check` reads as `App tokens check --help`, refused with help's usage
    /// when no command is so named.
    private static func commandNamed(by help: ParsedCommand) throws(CommandUsageError) -> ParsedCommand {
        do {
            return try CommandLineParser.parse(
                help.values(AppCommand.Help.command) + ["--help"], as: AppCommand.declaration)
        } catch {
            throw AppCommand.usageError(error.message, in: help)
        }
    }

    /// The options of the root, which every command accepts: how to launch the app and how wide
    /// to render.
    private mutating func readGlobalOptions(_ parsed: ParsedCommand) throws(CommandUsageError) {
        if let path = parsed.value("--state") {
            if let problem = StatePath.problem(with: path) {
                throw AppCommand.usageError("--state \(problem)", in: parsed)
            }
            launch.statePath = path
        }
        if let name = parsed.value("--configuration") {
            guard AppConfigurations.names.contains(name) else {
                let names = AppConfigurations.names.joined(separator: ", ")
                throw AppCommand.usageError("--configuration takes one of \(names), not '\(name)'", in: parsed)
            }
            launch.configurationName = name
        }
        launch.clearState = parsed.flag("--clear-state")
        if let text = parsed.value("--content-url") {
            do {
                content = try ContentServerChoice(text)
            } catch {
                throw AppCommand.usageError(
                    "--content-url takes an http or https base URL or configured; '\(text)': \(error)", in: parsed)
            }
        }
        if let text = parsed.value("--durability") {
            guard let durability = Durability(rawValue: text) else {
                throw AppCommand.usageError("--durability takes full or relaxed, not '\(text)'", in: parsed)
            }
            launch.durability = durability
        }
        if let text = parsed.value("--width") {
            let range = AppCommand.widthRange
            guard let width = Int(text), range.contains(width) else {
                throw AppCommand.usageError(
                    "--width takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", in: parsed)
            }
            self.width = width
        }
        // Snapshot and audit declare --appearance and --language again, to choose the
        // appearances and languages they render.
        if let code = parsed.value("--language"), !Self.choosesAppearances(parsed) {
            launch.language = try LanguageArgument.language(code, in: parsed)
        }
        if let text = parsed.value("--appearance"), !Self.choosesAppearances(parsed) {
            launch.appearance = try AppearanceArgument.appearances(text, allowingAll: false, in: parsed)[0]
        }
    }

    private static func choosesAppearances(_ parsed: ParsedCommand) -> Bool {
        [SnapshotCommand.declaration, AuditCommand.declaration].map { path(of: $0) }.contains(parsed.path)
    }

    /// The command `parsed` names, its own options read.
    private static func command(_ parsed: ParsedCommand) throws(CommandUsageError) -> Command {
        switch parsed.path {
        case path():
            return .interactive
        case path(of: AppCommand.Demo.declaration):
            return .demo
        case path(of: AppCommand.Open.declaration):
            return .open(parsed.value(AppCommand.Open.url) ?? "")
        case path(of: FlowFileTestOptions.declaration):
            do {
                return .test(try FlowFileTestOptions(parsed))
            } catch {
                throw AppCommand.usageError(error.message, in: parsed)
            }
        case path(of: FlowFileTestOptions.declaration, FlowFileMergeReportsOptions.declaration):
            do {
                return .mergeReports(try FlowFileMergeReportsOptions(parsed))
            } catch {
                throw AppCommand.usageError(error.message, in: parsed)
            }
        case path(of: HierarchyCommand.declaration):
            return .hierarchy(open: parsed.value("--open"))
        case path(of: SnapshotCommand.declaration):
            return .snapshot(try SnapshotCommand.Options(parsed))
        case path(of: AuditCommand.declaration):
            return .audit(try AuditCommand.Options(parsed))
        case path(of: TokensCommand.declaration):
            return .tokens(try TokensCommand.Options(parsed))
        case path(of: TokensCommand.declaration, TokensCommand.Check.declaration):
            return .tokensCheck(try TokensCommand.Check.Options(parsed))
        case path(of: TokensCommand.declaration, TokensCommand.Migrate.declaration):
            return .tokensMigrate(try TokensCommand.Migrate.Options(parsed))
        case path(of: TokensCommand.declaration, TokensCommand.Resolve.declaration):
            return .tokensResolve(try TokensCommand.Resolve.Options(parsed))
        case path(of: BenchCommand.declaration):
            return .bench(try BenchCommand.Options(parsed))
        case path(of: StringsCommand.declaration, StringsCommand.Check.declaration):
            return .stringsCheck(StringsCommand.Check.Options(parsed))
        case path(of: StudioCommand.declaration):
            return .studio(try StudioCommand.Options(parsed))
        case path(of: ServeContentCommand.declaration):
            return .serveContent(try ServeContentCommand.Options(parsed))
        case path(of: AppCommand.Help.declaration):
            // Only words holding `--` (`App help -- help --`) lead back here: help's own help.
            return .help(parsed.path)
        default:
            throw AppCommand.usageError("'\(parsed.path.joined(separator: " "))' is not a command App runs", in: parsed)
        }
    }

    /// The path of the command `commands` lead to below the root: `["App", "tokens", "check"]`.
    private static func path(of commands: CommandDeclaration...) -> [String] {
        [AppCommand.declaration.name] + commands.map(\.name)
    }
}
