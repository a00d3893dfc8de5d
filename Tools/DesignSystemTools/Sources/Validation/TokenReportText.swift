import DesignSystem

/// The text `App tokens` prints: resolved tokens for one theme, or the contrast table and
/// the issues.
public enum TokenReportText {
    /// One line per token that applies to `appearance` (the other theme's colours, borders
    /// and shadows are left out): path, type, value, and the alias it came from.
    public static func tokens(_ report: TokenReport, appearance: Theme.Appearance) -> String {
        let themedGroups = [ColorToken.group, BorderToken.group, ShadowToken.group]
        let otherThemes = Theme.Appearance.allCases.filter { $0 != appearance }.flatMap { other in
            themedGroups.map { $0 + "." + other.rawValue + "." }
        }
        let shown = report.tokens.filter { token in !otherThemes.contains { token.path.hasPrefix($0) } }
        let pathWidth = shown.map(\.path.count).max() ?? 0
        let typeWidth = shown.map(\.value.type.rawValue.count).max() ?? 0
        return shown.map { token in
            var line = pad(token.path, pathWidth) + "  " + pad(token.value.type.rawValue, typeWidth) + "  "
            line += token.value.description
            if let alias = token.aliasOf { line += "  <- {" + alias + "}" }
            if token.deprecation != nil { line += "  (deprecated)" }
            return line
        }.joined(separator: "\n")
    }

    /// The contrast table (pair, theme, ratio, required, pass or fail), then every issue,
    /// then a one-line verdict.
    public static func check(_ report: TokenReport) -> String {
        var lines: [String] = []
        let header = ["pair", "theme", "ratio", "required", "result"]
        var rows = report.contrast.map { result in
            [
                result.foreground + " on " + result.background,
                result.appearance.rawValue,
                result.formattedRatio + ":1",
                JSONValue.format(result.minimum) + ":1",
                result.passes ? "pass" : "FAIL",
            ]
        }
        rows.insert(header, at: 0)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in pad(cell, widths[column]) }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
        }
        lines.append("")
        if report.isValid {
            lines.append(
                "\(report.source): valid, \(report.tokens.count) tokens, \(report.contrast.count) contrast checks")
        } else {
            lines.append(TokenValidationError(source: report.source, issues: report.everyError).description)
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
