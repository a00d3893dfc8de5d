/// The report as JSON, for editors and CI: the verdict, the counts, and every error and
/// warning with its kind, token path and message.
public enum TokenReportJSON {
    /// One JSON object, keys sorted, on one line.
    public static func render(_ report: TokenReport, files: [String]) -> String {
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
            "valid": .bool(report.isValid),
            "tokens": .number(Double(report.tokens.count)),
            "errors": entries(report.issues),
            "warnings": entries(report.warnings),
        ])
        return object.jsonText
    }
}
