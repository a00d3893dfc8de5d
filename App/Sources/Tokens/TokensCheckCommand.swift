import CommandLineKit
import DesignSystem

extension TokensCommand {
    /// `App tokens check FILE...`: validates any DTCG 2025.10 token set, its files merged as one
    /// tree in the order given. Exit status: 0 valid, 1 invalid, 2 bad usage or an unreadable file.
    enum Check: DeclaredCommand {
        static let declaration = CommandDeclaration(
            "check",
            abstract: "Validates any DTCG 2025.10 token set, its files merged as one tree in the order given.",
            discussion: "Exit status: 0 valid, 1 invalid, 2 bad usage or an unreadable file.",
            arguments: [
                .positional(
                    "FILE", count: .oneOrMore,
                    help: "token files, merged in order (a later file's token replaces an earlier one)"),
                .flag("--app", help: "also check this app's requirements: the tokens it reads, the contrast pairs"),
                .option(
                    "--format", value: "text|json", help: "text (default) or json: the verdict and every error as data"),
            ]
        )

        /// How the verdict is printed.
        enum Format: String, Equatable {
            case text, json
        }

        /// Which files to check, against what, printed how.
        struct Options: Equatable {
            var files: [String]
            var appRequirements: Bool
            var format = Format.text

            /// Reads the options of `App tokens check`.
            ///
            /// - Throws: `CommandUsageError` for a format that does not exist.
            init(_ parsed: ParsedCommand) throws(CommandUsageError) {
                files = parsed.values("FILE")
                appRequirements = parsed.flag("--app")
                if let name = parsed.value("--format") {
                    guard let chosen = Format(rawValue: name) else {
                        throw AppCommand.usageError("--format takes text or json, not '\(name)'", in: parsed)
                    }
                    format = chosen
                }
            }
        }

        /// Checks the files `options` name; an unreadable one is a usage error naming it.
        static func run(_ options: Options, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
            var sources: [TokenSource] = []
            for file in options.files {
                do {
                    sources.append(try TokenFileReader.read(file))
                } catch {
                    let usage = HelpText.usage(for: [AppCommand.declaration, TokensCommand.declaration, declaration])
                    errors(CommandUsageError(error.description, usage: usage).description)
                    return CommandUsageError.exitStatus
                }
            }
            let report = DesignTokens.report(for: sources, appRequirements: options.appRequirements)
            switch options.format {
            case .json:
                output(TokenReportJSON.render(report, files: options.files))
            case .text:
                output(text(report))
            }
            return report.isValid ? 0 : 1
        }

        private static func text(_ report: TokenReport) -> String {
            var lines = report.warnings.map { "\(report.source): warning: \($0)" }
            if report.isValid {
                lines.append("\(report.source): valid, \(report.tokens.count) tokens")
            } else {
                lines.append(TokenValidationError(source: report.source, issues: report.issues).description)
            }
            return lines.joined(separator: "\n")
        }
    }
}
