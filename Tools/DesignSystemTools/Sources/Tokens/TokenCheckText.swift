import DesignSystem

/// What `App tokens check` prints: warnings, then the verdict, each earlier form and each
/// member beside `$value` named once per file, and every error with its fix. Errors of a
/// single file start with its name; those of a set merged from several start with the
/// `file:line` of the token they are about, so each says which file to open.
enum TokenCheckText {
    /// - Parameter acceptingLegacyForms: Earlier forms are warnings (`--legacy`), not errors.
    static func render(_ report: TokenReport, acceptingLegacyForms: Bool) -> String {
        var lines = report.locatedWarnings.map { "\(place(of: $0, in: report)): warning: \($0.issue)" }
        let groups = LegacyFormGroup.groups(report.legacyForms).map { "\($0.file): \($0)" }
        let members = MemberBesideValueGroup.groups(report.membersBesideValue).map { "\($0.file): \($0)" }
        if acceptingLegacyForms { lines += groups.map { "warning: " + $0 } }
        let valid = acceptingLegacyForms ? report.isValidAcceptingLegacyForms : report.isValid
        guard !valid else {
            lines.append("\(report.source): valid, \(report.tokens.count) tokens")
            return lines.joined(separator: "\n")
        }
        let count = report.locatedIssues.count + members.count + (acceptingLegacyForms ? 0 : groups.count)
        lines.append("\(report.source): " + (count == 1 ? "1 error" : "\(count) errors"))
        if !acceptingLegacyForms { lines += groups }
        lines += members
        for located in report.locatedIssues {
            let fix = fix(for: located, unmigratable: report.unmigratable)
            lines.append("\(place(of: located, in: report)): \(located.issue); fix: \(fix)")
        }
        return lines.joined(separator: "\n")
    }

    /// The file, for a single file (as it always was); the token's `file:line` in a merged set,
    /// or the set's name for what no file writes.
    private static func place(of located: LocatedTokenIssue, in report: TokenReport) -> String {
        guard report.files.count > 1, let location = located.location else { return report.source }
        return location.description
    }

    /// The reason an earlier form could not be migrated is the most specific fix there is:
    /// the one of the token's own file, where several files write the path.
    private static func fix(for located: LocatedTokenIssue, unmigratable: [UnmigratableValue]) -> String {
        let issue = located.issue
        func reason(at path: String) -> String? {
            unmigratable.first { $0.path == path && (located.location.map(\.file) ?? $0.file) == $0.file }?.reason
        }
        switch issue {
        case let .invalidValue(path, _, expected, _):
            // A composite's message starts with the member it is about: `"lineHeight" to be ...`.
            if expected.hasPrefix("\""), let end = expected.dropFirst().firstIndex(of: "\"") {
                let member = path + "." + expected[expected.index(after: expected.startIndex)..<end]
                return reason(at: member) ?? issue.fix
            }
            return reason(at: path) ?? issue.fix
        case let .unknownType(path, _):
            return reason(at: path) ?? issue.fix
        default:
            return issue.fix
        }
    }
}
