import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// The seven real design systems of `dtcg-merged`: the errors the strict check gave one line
/// each before earlier forms were named once, the earlier forms found, and what is left after
/// `App tokens migrate`, each kind with the rule of the file it breaks
/// (`KnownDesignSystemIssues`). Prints the table.
@Test func eachDesignSystemLeavesOnlyItsOwnErrorsAfterMigration() throws {
    guard let folder = CorpusLocator.folder("tokens/dtcg-merged") else {
        print("notice: shared/corpus/tokens/dtcg-merged not found (set CORPUS_DIR); the migration table is skipped")
        return
    }
    var rows = [
        "| system | errors before (one line per token) | earlier forms: values (lines now) | errors after migrate | left, by kind |",
        "|---|---:|---:|---:|---|",
    ]
    for system in KnownDesignSystemIssues.after.keys.sorted() {
        let url = folder.appendingPathComponent("\(system).default.tokens.json")
        let source = TokenSource(name: url.lastPathComponent, data: try Data(contentsOf: url))
        let report = DesignTokens.report(for: [source], appRequirements: false)
        let migrated = try TokenMigration.migrate(source)
        let after = DesignTokens.report(
            for: [TokenSource(name: source.name, data: migrated.data)], appRequirements: false)
        #expect(after.legacyForms.isEmpty, "\(system): migration left earlier forms")
        #expect(after.membersBesideValue.isEmpty, "\(system): migration left members beside $value")
        #expect(after.issues == report.issues, "\(system): the check of the file and of its migration differ")
        let kinds = Dictionary(grouping: after.issues, by: \.kind).mapValues(\.count)
        #expect(
            kinds == KnownDesignSystemIssues.after[system], "\(system): \(after.issues.prefix(5).map(\.description))")
        let groups = LegacyFormGroup.groups(report.legacyForms)
        let before = KnownDesignSystemIssues.before[system] ?? 0
        let left = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let forms = "\(report.legacyForms.count) (\(groups.count))"
        rows.append("| \(system) | \(before) | \(forms) | \(after.issues.count) | \(left) |")
    }
    print(rows.joined(separator: "\n"))
}
