import CommandLineKit
import DesignSystem
import Foundation

/// `App tokens`: prints the resolved design tokens for a theme, or checks them; `App tokens
/// check` (`TokensCommand.Check`) checks any token set. Exit status: 0 valid, 1 the tokens have
/// errors, 2 bad usage.
public enum TokensCommand: DeclaredCommand {
    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "tokens",
        abstract: "Prints the app's resolved design tokens for one theme (--theme), or checks them (--check).",
        discussion: "Exit status: 0 valid, 1 the tokens have errors, 2 bad usage.",
        arguments: [
            .option("--theme", value: "light|dark", help: "print the resolved tokens of one theme"),
            .flag(
                "--check", help: "print the contrast table and every validation error, the app's requirements included"),
            .option("--file", value: "PATH", help: "read this tokens file instead of the bundled one"),
        ],
        subcommands: [Check.declaration, Migrate.declaration, Resolve.declaration]
    )

    /// What to print, from which file.
    public struct Options: Equatable {
        /// What the command prints.
        enum Mode: Equatable {
            /// The resolved tokens of one theme.
            case theme(Theme.Appearance)
            /// The contrast table and every validation error.
            case check
        }

        var mode: Mode
        /// The tokens file; `nil` reads the bundled one.
        var file: String?

        /// Reads the options of `App tokens`.
        ///
        /// - Throws: `CommandUsageError` unless exactly one of `--theme` and `--check` is given,
        ///   or for a theme that does not exist.
        public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            switch (parsed.value("--theme"), parsed.flag("--check")) {
            case (nil, false):
                throw parsed.usageError("expected --theme or --check")
            case (_?, true):
                throw parsed.usageError("give --theme or --check, not both")
            case let (name?, false):
                guard let appearance = Theme.Appearance(rawValue: name) else {
                    throw parsed.usageError("--theme takes light or dark, not '\(name)'")
                }
                mode = .theme(appearance)
            case (nil, true):
                mode = .check
            }
            file = parsed.value("--file")
        }
    }

    /// Prints or checks the tokens `options` name.
    public static func run(_ options: Options, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        let report: TokenReport
        do {
            report = try load(options.file)
        } catch {
            errors(error.description)
            return 1
        }
        switch options.mode {
        case let .theme(appearance):
            guard report.isValid else {
                errors(TokenValidationError(source: report.source, issues: report.everyError).description)
                return 1
            }
            output(TokenReportText.tokens(report, appearance: appearance))
            return 0
        case .check:
            output(TokenReportText.check(report))
            return report.isValid ? 0 : 1
        }
    }

    private static func load(_ file: String?) throws(TokenValidationError) -> TokenReport {
        guard let file else { return DesignTokens.report(for: try DesignTokens.bundledData()) }
        do {
            let source = try TokenFileReader.read(file).source
            return DesignTokens.report(for: source.data, source: source.name)
        } catch {
            let issue = TokenIssue.malformedFile(reason: error.description)
            throw TokenValidationError(source: file, issues: [issue])
        }
    }
}
