/// Prints ``AffectedTargets`` as lines for people, JSON for CI, or a `swift test --filter` pattern.
enum AffectedReport {
    private struct Document: Encodable {
        let changed: [String]
        let rebuilt: [String]
        let tests: [String]
        let testFilter: String
        let changedFiles: [String]?
        let unownedFiles: [String]?
    }

    static func render(
        _ affected: AffectedTargets,
        files: ChangedFiles?,
        format: CommandOptions.Format
    ) -> String {
        switch format {
        case .json:
            return JSONRenderer.encode(
                Document(
                    changed: affected.changed,
                    rebuilt: affected.rebuilt,
                    tests: affected.tests,
                    testFilter: affected.testFilter,
                    changedFiles: files.map(\.files),
                    unownedFiles: files.map(\.unowned)
                ))
        case .filter:
            return affected.testFilter.isEmpty ? "" : affected.testFilter + "\n"
        default:
            var lines: [String] = []
            if let files, files.manifestChanged { lines.append("the manifest changed: every target is affected") }
            lines.append("changed: " + list(affected.changed))
            lines.append("rebuilt (\(affected.rebuilt.count)): " + list(affected.rebuilt))
            lines.append("tests to run (\(affected.tests.count)): " + list(affected.tests))
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
