import DesignSystem

/// `App tokens check FILE...`: validates any DTCG 2025.10 token set, its files merged as one
/// tree in the order given. Exit status: 0 valid, 1 invalid, 2 bad usage or an unreadable file.
enum TokensCheckCommand {
    static let usage = """
        usage: App tokens check [--app] [--format text|json] FILE...
          FILE...    token files, merged in order (a later file's token replaces an earlier one)
          --app      also check this app's requirements: the tokens it reads, the contrast pairs
          --format   text (default) or json: the verdict and every error as data
        """

    private enum Format: String {
        case text, json
    }

    static func run(arguments: [String], output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        var files: [String] = []
        var appRequirements = false
        var format = Format.text
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--app":
                appRequirements = true
            case "--format":
                guard let name = remaining.popFirst(), let chosen = Format(rawValue: name) else {
                    return usageError("--format expects text or json", errors: errors)
                }
                format = chosen
            case "--help", "-h":
                output(usage)
                return 0
            case "--":
                files += remaining
                remaining = []
            default:
                if argument.hasPrefix("--") { return usageError("unknown option '\(argument)'", errors: errors) }
                files.append(argument)
            }
        }
        guard !files.isEmpty else { return usageError("expected at least one token file", errors: errors) }
        var sources: [TokenSource] = []
        for file in files {
            do {
                sources.append(try TokenFileReader.read(file))
            } catch {
                errors("App tokens check: \(error)")
                return 2
            }
        }
        let report = DesignTokens.report(for: sources, appRequirements: appRequirements)
        switch format {
        case .json:
            output(TokenReportJSON.render(report, files: files))
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

    private static func usageError(_ message: String, errors: (String) -> Void) -> Int32 {
        errors("App tokens check: \(message)\n\(usage)")
        return 2
    }
}
