import DesignSystem

/// The report as JSON, for editors and CI: the verdict, the counts, and every error and
/// warning with its kind, token path and message, and in a set of several files the file and
/// line of its token where a file writes it.
public enum TokenReportJSON {
    /// One JSON object, keys sorted, on one line. Every value in an earlier form is listed
    /// under `legacyForms`; they make the set invalid unless `acceptingLegacyForms`. Every
    /// member beside `$value` is listed under `membersBesideValue`; they make it invalid.
    public static func render(_ report: TokenReport, files: [String], acceptingLegacyForms: Bool = false) -> String {
        func entries(_ issues: [LocatedTokenIssue]) -> JSONValue {
            .array(
                issues.map { located in
                    var entry: [String: JSONValue] = [
                        "kind": .string(located.issue.kind), "path": .string(located.issue.path),
                        "message": .string(located.issue.description),
                    ]
                    if report.files.count > 1, let location = located.location {
                        entry["file"] = .string(location.file)
                        entry["line"] = .number(Double(location.line))
                    }
                    return .object(entry)
                })
        }
        let object: JSONValue = .object([
            "files": .array(files.map(JSONValue.string)),
            "valid": .bool(acceptingLegacyForms ? report.isValidAcceptingLegacyForms : report.isValid),
            "tokens": .number(Double(report.tokens.count)),
            "errors": entries(report.locatedIssues),
            "warnings": entries(report.locatedWarnings),
            "membersBesideValue": .array(
                report.membersBesideValue.map { found in
                    .object([
                        "member": .string(found.member), "path": .string(found.path), "file": .string(found.file),
                        "line": .number(Double(found.line)),
                    ])
                }),
            "legacyForms": .array(
                report.legacyForms.map { finding in
                    .object([
                        "form": .string(finding.form.rawValue), "path": .string(finding.path),
                        "file": .string(finding.file), "line": .number(Double(finding.line)),
                        "found": .string(finding.found), "replacement": .string(finding.replacement),
                    ])
                }),
        ])
        return object.jsonText
    }
}
