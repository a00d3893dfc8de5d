import CommandLineKit
import DesignSystem
import Foundation

/// `App strings check`: checks every String Catalog of the package against the code that asks
/// for its keys. Exit status: 0 nothing found, 1 findings, 2 bad usage or an unreadable tree.
public enum StringsCommand: DeclaredCommand {
    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "strings",
        abstract: "Checks the String Catalogs (App strings check).",
        subcommands: [Check.declaration]
    )

    /// `App strings check [--root DIR]`.
    public enum Check: DeclaredCommand {
        /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
        public static let declaration = CommandDeclaration(
            "check",
            abstract: "Checks every module's Resources/Localizable.xcstrings against its Sources; exit 1 on a finding.",
            discussion: """
                Reports a key missing a translation (en, de, ar; every CLDR plural category each needs), a stale
                key no code asks for, a key code asks for (a literal passed to strings.localized) that the catalogue lacks,
                format arguments (%@, %lld) that differ between languages, an argument written as two types
                (%1$@ and %1$lld), and positions left out below the highest (%1$@ %5$@).
                Exit status: 0 nothing found, 1 findings, 2 bad usage or an unreadable folder.
                """,
            arguments: [
                .option("--root", value: "DIR", help: "the package to check (default: the current folder)")
            ]
        )

        /// Where to look.
        public struct Options: Equatable {
            var root: URL

            /// Reads the options of `App strings check`.
            public init(_ parsed: ParsedCommand) {
                root = URL(fileURLWithPath: parsed.value("--root") ?? ".", isDirectory: true)
            }
        }

        /// Checks the package `options` name, printing one line per finding and a summary.
        public static func run(_ options: Options, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
            let modules: [StringCatalogModule]
            do {
                modules = try StringCatalogModule.all(in: options.root)
            } catch {
                writeError("error: \(error.description)")
                return CommandUsageError.exitStatus
            }
            guard !modules.isEmpty else {
                writeError("error: \(options.root.path) has no module with a catalogue or a localized(\"...\") call")
                return CommandUsageError.exitStatus
            }
            var findings: [StringCatalogFinding] = []
            var keys = 0
            for module in modules {
                do {
                    let catalog = try module.catalog()
                    keys += catalog.strings.count
                    findings += StringCatalogCheck().findings(
                        in: catalog, named: module.catalogPath, usedKeys: try module.usedKeys())
                } catch {
                    writeError("error: \(error.description)")
                    return 1
                }
            }
            for finding in findings { write(finding.description) }
            write(
                "checked \(modules.count) catalogues, \(keys) keys in \(StringCatalogCheck.appLanguages.joined(separator: ", ")): "
                    + "\(findings.count) \(findings.count == 1 ? "finding" : "findings")")
            return findings.isEmpty ? 0 : 1
        }
    }
}
