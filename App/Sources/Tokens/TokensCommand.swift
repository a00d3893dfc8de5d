import DesignSystem
import Foundation

/// `App tokens`: prints the resolved design tokens for a theme, or checks them.
///
/// ```
/// App tokens --theme light|dark [--file PATH]   resolved tokens of one theme
/// App tokens --check [--file PATH]              contrast table and validation errors
/// App tokens check [--app] [--format F] FILE... any DTCG token set (see TokensCheckCommand)
/// ```
/// Exit status: 0 valid, 1 the tokens have errors, 2 bad usage.
enum TokensCommand {
    static let usage = """
        usage: App tokens --theme light|dark [--file PATH]
               App tokens --check [--file PATH]
               App tokens check [--app] [--format text|json] FILE...
          --theme   print the resolved tokens of one theme
          --check   print the contrast table and every validation error, the app's requirements
                    included; exit 1 when there are errors
          --file    read this tokens file instead of the bundled one
          check     validate any DTCG 2025.10 token set, its files merged (App tokens check --help)
        """

    private enum Mode {
        case theme(Theme.Appearance)
        case check
    }

    /// Runs the command; `arguments` are the ones after `tokens`.
    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        if arguments.first == "check" {
            return TokensCheckCommand.run(arguments: Array(arguments.dropFirst()), output: output, errors: errors)
        }
        var mode: Mode?
        var file: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--check":
                mode = .check
            case "--theme":
                guard let name = remaining.popFirst(), let appearance = Theme.Appearance(rawValue: name) else {
                    return usageError("--theme expects light or dark", errors: errors)
                }
                mode = .theme(appearance)
            case "--file":
                guard let path = remaining.popFirst() else {
                    return usageError("--file expects a path", errors: errors)
                }
                file = path
            default:
                return usageError("unknown argument '\(argument)'", errors: errors)
            }
        }
        guard let mode else { return usageError("expected --theme or --check", errors: errors) }

        let report: TokenReport
        do {
            report = try load(file)
        } catch {
            errors(error.description)
            return 1
        }
        switch mode {
        case let .theme(appearance):
            guard report.isValid else {
                errors(TokenValidationError(source: report.source, issues: report.issues).description)
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
            let source = try TokenFileReader.read(file)
            return DesignTokens.report(for: source.data, source: source.name)
        } catch {
            let issue = TokenIssue.malformedFile(reason: error.description)
            throw TokenValidationError(source: file, issues: [issue])
        }
    }

    private static func usageError(_ message: String, errors: (String) -> Void) -> Int32 {
        errors("App tokens: \(message)\n\(usage)")
        return 2
    }
}
