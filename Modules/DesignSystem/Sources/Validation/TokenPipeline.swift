import Foundation

/// Read, merge, extend, resolve and validate, in that order, collecting every issue on the way.
enum TokenPipeline {
    /// - Parameter appRequirements: Also check what this app needs of its tokens (the tokens
    ///   it reads, the contrast pairs); off for any other design system's files.
    ///   - warnings: Look for what the format allows but tools trip over; loading the app's own
    ///     tokens skips it, as nothing reads them there.
    static func run(_ sources: [TokenSource], appRequirements: Bool, warnings: Bool = true) -> TokenReport {
        let source = sources.map(\.name).joined(separator: " + ")
        var tree = TokenTree()
        var issues: [TokenIssue] = []
        var legacyForms: [LegacyFinding] = []
        var unmigratable: [UnmigratableValue] = []
        for file in sources {
            switch JSONReader.read([UInt8](file.data)) {
            case let .failure(error):
                issues.append(.malformedFile(reason: "\(file.name): expected JSON, found an error at \(error)"))
            case let .success(output):
                issues += output.duplicates.map {
                    .duplicateKey(path: $0.objectPath, key: $0.key, line: $0.line, firstLine: $0.firstLine)
                }
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
        if issues.contains(where: { if case .malformedFile = $0 { true } else { false } }) {
            return TokenReport(
                source: source, tokens: [], contrast: [], issues: issues, legacyForms: legacyForms,
                unmigratable: unmigratable, warnings: [],
                designTokens: nil)
        }
        ExtendsResolver.apply(to: &tree)
        let treeTokens = tree.tokens()
        var resolver = TokenResolver(tree: tree, tokens: treeTokens)
        resolver.resolve()
        issues += tree.issues + resolver.issues

        var values: [String: TokenValue] = [:]
        values.reserveCapacity(treeTokens.count)
        var resolved: [ResolvedToken] = []
        resolved.reserveCapacity(treeTokens.count)
        for (index, token) in treeTokens.enumerated() {
            guard let value = resolver.values[index] else { continue }
            values[token.path] = value
            let node = tree.nodes[token.node]
            resolved.append(
                ResolvedToken(
                    path: token.path, value: value, aliasOf: resolver.aliasOf[index], description: node.description,
                    deprecation: token.deprecation, extensions: node.extensions))
        }

        var contrast: [ContrastResult] = []
        if appRequirements {
            let indexByPath = resolver.indexByPath
            let isDefined = { (path: String) in indexByPath[path] != nil }
            issues += SchemaChecker.issues(tokenPaths: treeTokens.map(\.path), isDefined: isDefined, values: values)
            var pairReader = ContrastPairReader()
            let rootExtensions = tree.nodes[TokenTree.root].extensionsValue
            let pairs = pairReader.pairs(in: rootExtensions.map { ["$extensions": $0] } ?? [:])
            issues += pairReader.issues
            let measured = ContrastChecker.measure(pairs, isDefined: isDefined, values: values)
            issues += measured.issues
            contrast = measured.results
        }

        // Grouped by token path so every problem of one token reads together; the check
        // order is kept within a path.
        issues = issues.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(
            \.element)
        var designTokens: DesignTokens?
        if issues.isEmpty && legacyForms.isEmpty && appRequirements {
            designTokens = DesignTokens(tokens: resolved, contrast: contrast, values: values)
        }
        return TokenReport(
            source: source, tokens: resolved, contrast: contrast, issues: issues, legacyForms: legacyForms,
            unmigratable: unmigratable, warnings: warnings ? Self.warnings(in: tree) : [], designTokens: designTokens)
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
