import DesignSystem

/// All values of one file in one earlier form, named once: how many, one example and the fix.
public struct LegacyFormGroup: Sendable, Equatable, CustomStringConvertible {
    /// The earlier form.
    public let form: LegacyForm
    /// The file they are in.
    public let file: String
    /// How many values of the file are in that form.
    public let count: Int
    /// The first of them in the file.
    public let example: LegacyFinding

    /// `12 × hex colour strings ("#rrggbb"), a pre-2025.10 form, e.g. color.red at a.json:4;
    /// fix: App tokens migrate a.json --write`.
    public var description: String { issue.description }

    /// The group as `App tokens check` reports it.
    var issue: TokenIssue {
        .earlierForm(form: form.title, file: file, count: count, path: example.path, line: example.line)
    }

    /// One group per file and form, files in the order given, forms in `LegacyForm` order.
    public static func groups(_ findings: [LegacyFinding]) -> [LegacyFormGroup] {
        let rank = Dictionary(uniqueKeysWithValues: LegacyForm.allCases.enumerated().map { ($1, $0) })
        return fileGroups(findings, file: \.file, kind: \.form, kindOrder: { rank[$0] ?? 0 }).compactMap { group in
            group.findings.first.map {
                LegacyFormGroup(form: group.kind, file: group.file, count: group.findings.count, example: $0)
            }
        }
    }
}
