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
        var files: [String] = []
        var byKey: [String: [LegacyForm: [LegacyFinding]]] = [:]
        for finding in findings {
            if byKey[finding.file] == nil { files.append(finding.file) }
            byKey[finding.file, default: [:]][finding.form, default: []].append(finding)
        }
        return files.flatMap { file in
            LegacyForm.allCases.compactMap { form -> LegacyFormGroup? in
                guard let members = byKey[file]?[form], let first = members.first else { return nil }
                return LegacyFormGroup(form: form, file: file, count: members.count, example: first)
            }
        }
    }
}
