import DesignSystem

/// What `App tokens check` prints: warnings, then the verdict, each earlier form named once
/// per file, and every error with its fix.
enum TokenCheckText {
    /// - Parameter acceptingLegacyForms: Earlier forms are warnings (`--legacy`), not errors.
    static func render(_ report: TokenReport, acceptingLegacyForms: Bool) -> String {
        var lines = report.warnings.map { "\(report.source): warning: \($0)" }
        let groups = LegacyFormGroup.groups(report.legacyForms).map { "\($0.file): \($0)" }
        if acceptingLegacyForms { lines += groups.map { "warning: " + $0 } }
        let valid = acceptingLegacyForms ? report.isValidAcceptingLegacyForms : report.isValid
        guard !valid else {
            lines.append("\(report.source): valid, \(report.tokens.count) tokens")
            return lines.joined(separator: "\n")
        }
        let count = report.issues.count + (acceptingLegacyForms ? 0 : groups.count)
        lines.append("\(report.source): " + (count == 1 ? "1 error" : "\(count) errors"))
        if !acceptingLegacyForms { lines += groups }
        for issue in report.issues {
            lines.append("\(report.source): \(issue); fix: \(fix(for: issue, unmigratable: report.unmigratable))")
        }
        return lines.joined(separator: "\n")
    }

    /// The reason an earlier form could not be migrated is the most specific fix there is.
    private static func fix(for issue: TokenIssue, unmigratable: [UnmigratableValue]) -> String {
        switch issue {
        case let .invalidValue(path, _, expected, _):
            // A composite's message starts with the member it is about: `"lineHeight" to be ...`.
            if expected.hasPrefix("\""), let end = expected.dropFirst().firstIndex(of: "\"") {
                let member = path + "." + expected[expected.index(after: expected.startIndex)..<end]
                return unmigratable.first { $0.path == member }?.reason ?? issue.fix
            }
            return unmigratable.first { $0.path == path }?.reason ?? issue.fix
        case let .unknownType(path, _):
            return unmigratable.first { $0.path == path }?.reason ?? issue.fix
        default:
            return issue.fix
        }
    }
}
