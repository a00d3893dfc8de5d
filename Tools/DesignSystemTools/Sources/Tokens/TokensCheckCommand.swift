import CommandLineKit
import DesignSystem
import Foundation

extension TokensCommand {
    /// `App tokens check FILE...`: validates any DTCG 2025.10 token set, its files merged as one
    /// tree in the order given. Exit status: 0 valid, 1 invalid, 2 bad usage or an unreadable file.
    public enum Check: DeclaredCommand {
        /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
        public static let declaration = CommandDeclaration(
            "check",
            abstract: "Validates any DTCG 2025.10 token set, its files merged as one tree in the order given.",
            discussion: "Exit status: 0 valid, 1 invalid, 2 bad usage or an unreadable file.",
            arguments: [
                .positional(
                    "FILE", count: .oneOrMore,
                    help: "token files, merged in order (a later file's token replaces an earlier one), "
                        + "or with --theme a Tokens Studio folder"),
                .flag("--app", help: "also check this app's requirements: the tokens it reads, the contrast pairs"),
                .flag(
                    "--legacy",
                    help: "accept forms from before 2025.10 (hex strings, \"16px\", Tokens Studio types) as warnings"),
                .option(
                    "--theme", value: "NAME", repeatable: true,
                    help: "check the sets this Tokens Studio theme enables ($themes.json in the folder given)"),
                .option(
                    "--format", value: "text|json", help: "text (default) or json: the verdict and every error as data"),
            ]
        )

        /// How the verdict is printed.
        enum Format: String, Equatable {
            case text, json
        }

        /// Which files to check, against what, printed how.
        public struct Options: Equatable {
            var files: [String]
            var appRequirements: Bool
            var acceptsLegacyForms: Bool
            /// Tokens Studio themes whose sets are checked; the one FILE is then their folder.
            var themes: [String]
            var format = Format.text
            /// The usage lines printed under an error found while running.
            var usage = ""

            /// Reads the options of `App tokens check`.
            ///
            /// - Throws: `CommandUsageError` for a format that does not exist.
            public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
                usage = parsed.usage
                files = parsed.values("FILE")
                appRequirements = parsed.flag("--app")
                acceptsLegacyForms = parsed.flag("--legacy")
                themes = parsed.values("--theme")
                if !themes.isEmpty && files.count != 1 {
                    throw parsed.usageError(
                        "--theme takes one Tokens Studio folder, not \(files.count) paths")
                }
                if let name = parsed.value("--format") {
                    guard let chosen = Format(rawValue: name) else {
                        throw parsed.usageError("--format takes text or json, not '\(name)'")
                    }
                    format = chosen
                }
            }
        }

        /// Checks the files `options` name; an unreadable one is a usage error naming it. A
        /// single file is named by its file name, the files of a set by their paths as given.
        public static func run(_ options: Options, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
            var sources: [TokenSource] = []
            if let folder = options.files.first, !options.themes.isEmpty {
                do {
                    sources = try TokensStudioThemes.sources(in: URL(fileURLWithPath: folder), themes: options.themes)
                } catch {
                    let usage = options.usage
                    errors(CommandUsageError(error.description, usage: usage).description)
                    return CommandUsageError.exitStatus
                }
            }
            for file in options.themes.isEmpty ? options.files : [] {
                do {
                    let read = try TokenFileReader.read(file).source
                    // Files of a set often share a name (`core/color.json`, `themes/light/color.json`):
                    // the path as given says which one a message is about.
                    sources.append(options.files.count > 1 ? TokenSource(name: file, data: read.data) : read)
                } catch {
                    let usage = options.usage
                    errors(CommandUsageError(error.description, usage: usage).description)
                    return CommandUsageError.exitStatus
                }
            }
            let report = DesignTokens.report(for: sources, appRequirements: options.appRequirements)
            switch options.format {
            case .json:
                output(
                    TokenReportJSON.render(
                        report, files: options.files, acceptingLegacyForms: options.acceptsLegacyForms))
            case .text:
                output(TokenCheckText.render(report, acceptingLegacyForms: options.acceptsLegacyForms))
            }
            let valid = options.acceptsLegacyForms ? report.isValidAcceptingLegacyForms : report.isValid
            return valid ? 0 : 1
        }
    }
}
