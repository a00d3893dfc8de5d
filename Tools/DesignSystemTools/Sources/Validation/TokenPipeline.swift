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
        let source = label(for: sources.map(\.name))
        var tree = TokenTree()
        var issues: [TokenIssue] = []
        var legacyForms: [LegacyFinding] = []
        var unmigratable: [UnmigratableValue] = []
        for file in sources {
            switch JSONReader.read([UInt8](file.data)) {
            case let .failure(error):
                issues.append(TokenLoader.malformed(file.name, error))
            case let .success(output):
                issues += TokenLoader.duplicateKeys(output)
                // Values in an earlier form are named once per form (`legacyForms`) and checked
                // as their 2025.10 rewrite, so what is left is what the file gets wrong.
                let scanner = LegacyScanner(output.document, file: file.name)
                legacyForms += scanner.findings
                unmigratable += scanner.unmigratable
                if scanner.renamesKeys, case let .success(migrated) = JSONReader.read(scanner.rewrittenText()) {
                    tree.add(migrated.document)
                } else {
                    var document = output.document
                    document.replacements = scanner.replacements
                    tree.add(document)
                }
            }
        }
        if issues.contains(where: { $0.isMalformedFile }) {
            return TokenReport(
                source: source, tokens: [], contrast: [], issues: issues, legacyForms: legacyForms,
                unmigratable: unmigratable, warnings: [],
                designTokens: nil)
        }
        let loaded = TokenLoader.resolve(tree, appRequirements: appRequirements)
        issues += loaded.issues

        var contrast: [ContrastResult] = []
        if appRequirements {
            var pairReader = ContrastPairReader()
            let rootExtensions = loaded.tree.nodes[TokenTree.root].extensionsValue
            let pairs = pairReader.pairs(in: rootExtensions.map { ["$extensions": $0] } ?? [:])
            issues += pairReader.issues
            let measured = ContrastChecker.measure(pairs, isDefined: loaded.isDefined, values: loaded.values)
            issues += measured.issues
            contrast = measured.results
        }

        issues = TokenLoader.sortedByPath(issues)
        var designTokens: DesignTokens?
        if issues.isEmpty && legacyForms.isEmpty && appRequirements {
            designTokens = DesignTokens(tokens: loaded.tokens, values: loaded.values)
        }
        return TokenReport(
            source: source, tokens: loaded.tokens, contrast: contrast, issues: issues, legacyForms: legacyForms,
            unmigratable: unmigratable, warnings: warnings ? Self.warnings(in: loaded.tree) : [],
            designTokens: designTokens)
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
