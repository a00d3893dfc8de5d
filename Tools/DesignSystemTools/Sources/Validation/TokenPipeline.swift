import DesignSystem
import Foundation

/// Read, scan for earlier forms, merge, extend, resolve and validate, in that order, collecting
/// every issue on the way: what `App tokens check` and `App tokens --check` run. The app loads
/// its tokens with DesignSystem's strict `TokenLoader` instead, which shares the steps after
/// the scan.
enum TokenPipeline {
    /// - Parameter appRequirements: Also check what this app needs of its tokens (the tokens
    ///   it reads, the contrast pairs); off for any other design system's files.
    ///   - warnings: Look for what the format allows but tools trip over.
    static func run(_ sources: [TokenSource], appRequirements: Bool, warnings: Bool = true) -> TokenReport {
        let files = sources.map(\.name)
        let source = label(for: files)
        var tree = TokenTree()
        var issues: [LocatedTokenIssue] = []
        var legacyForms: [LegacyFinding] = []
        var membersBesideValue: [MemberBesideValue] = []
        var unmigratable: [UnmigratableValue] = []
        for file in sources {
            switch JSONReader.read([UInt8](file.data)) {
            case let .failure(error):
                issues.append(LocatedTokenIssue(TokenLoader.malformed(file.name, error), at: nil))
            case let .success(output):
                issues += TokenLoader.duplicateKeys(output, file: file.name)
                // Values in an earlier form and members beside `$value` are named once per form
                // or member (`legacyForms`, `membersBesideValue`) and the file is checked as
                // migrated, so what is left is what the file gets wrong. It is read as migrated
                // rather than migrated and parsed again, so every line is where the file has it.
                let scanner = LegacyScanner(output.document, file: file.name)
                legacyForms += scanner.findings
                membersBesideValue += scanner.membersBesideValue
                unmigratable += scanner.unmigratable
                var document = output.document
                document.replacements = scanner.replacements
                document.renamedKeys = scanner.renamedKeys
                document.movedMembers = scanner.movedMembers
                tree.add(document, file: file.name)
            }
        }
        if issues.contains(where: { $0.issue.isMalformedFile }) {
            return TokenReport(
                source: source, files: files, tokens: [], contrast: [], locatedIssues: issues,
                legacyForms: legacyForms, membersBesideValue: membersBesideValue, unmigratable: unmigratable,
                locatedWarnings: [], designTokens: nil)
        }
        let loaded = TokenLoader.resolve(tree, appRequirements: appRequirements)
        issues += loaded.locatedIssues
        let locate = { (issue: TokenIssue) in LocatedTokenIssue(issue, at: loaded.tree.location(ofPath: issue.path)) }

        var contrast: [ContrastResult] = []
        if appRequirements {
            var pairReader = ContrastPairReader()
            let rootExtensions = loaded.tree.nodes[TokenTree.root].extensionsValue
            let pairs = pairReader.pairs(in: rootExtensions.map { ["$extensions": $0] } ?? [:])
            issues += pairReader.issues.map(locate)
            let measured = ContrastChecker.measure(pairs, isDefined: loaded.isDefined, values: loaded.values)
            issues += measured.issues.map(locate)
            contrast = measured.results
        }

        issues = TokenLoader.sortedByPath(issues)
        var designTokens: DesignTokens?
        if issues.isEmpty && legacyForms.isEmpty && membersBesideValue.isEmpty && appRequirements {
            designTokens = DesignTokens(tokens: loaded.tokens, values: loaded.values)
        }
        return TokenReport(
            source: source, files: files, tokens: loaded.tokens, contrast: contrast, locatedIssues: issues,
            legacyForms: legacyForms, membersBesideValue: membersBesideValue, unmigratable: unmigratable,
            locatedWarnings: warnings ? Self.warnings(in: loaded.tree).map(locate) : [], designTokens: designTokens)
    }

    /// The files' names as every message names them: all of them joined with `+` when there are
    /// a few, the first and the last with the count when there are more, so that a message
    /// about one of 16,000 sets of a theme does not repeat 16,000 names.
    static func label(for names: [String]) -> String {
        guard names.count > 8, let first = names.first, let last = names.last else {
            return names.joined(separator: " + ")
        }
        return "\(first) + … + \(last) (\(names.count) files)"
    }

    /// What the format allows but tools trip over: sibling names that differ only in case
    /// (exporters may merge them) and typed groups with nothing in them (tokens missing `$value`).
    private static func warnings(in tree: TokenTree) -> [TokenIssue] {
        var warnings: [TokenIssue] = []
        let attached = tree.attachedNodes()
        for (index, node) in tree.nodes.enumerated() where !node.isToken && attached[index] {
            if node.children.isEmpty && node.type != nil && index != TokenTree.root {
                warnings.append(.incompleteToken(path: tree.path(of: index)))
            }
            guard node.children.count > 1 else { continue }
            let byFolded = Dictionary(grouping: node.children.keys) { $0.lowercased() }
            guard byFolded.count < node.children.count else { continue }
            let prefix = index == TokenTree.root ? "" : tree.path(of: index) + "."
            for (_, clashing) in byFolded.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
                warnings.append(.caseCollision(clashing.sorted().map { prefix + $0 }))
            }
        }
        return warnings.sorted { $0.path < $1.path }
    }
}
