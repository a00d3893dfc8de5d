import DesignSystem

/// The report as JSON, for editors and CI: the verdict, the counts, and every error and
/// warning with its kind, token path and message.
public enum TokenReportJSON {
    /// One JSON object, keys sorted, on one line. Every value in an earlier form is listed
    /// under `legacyForms`; they make the set invalid unless `acceptingLegacyForms`.
    public static func render(_ report: TokenReport, files: [String], acceptingLegacyForms: Bool = false) -> String {
        func entries(_ issues: [TokenIssue]) -> JSONValue {
            .array(
                issues.map { issue in
                    .object([
                        "kind": .string(issue.kind), "path": .string(issue.path), "message": .string(issue.description),
                    ])
                })
        }
        let object: JSONValue = .object([
            "files": .array(files.map(JSONValue.string)),
            "valid": .bool(acceptingLegacyForms ? report.isValidAcceptingLegacyForms : report.isValid),
            "tokens": .number(Double(report.tokens.count)),
            "errors": entries(report.issues),
            "warnings": entries(report.warnings),
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
