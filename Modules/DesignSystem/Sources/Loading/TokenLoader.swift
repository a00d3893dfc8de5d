import Foundation

/// The strict loader the app runs at launch: reads DTCG 2025.10 files (groups, `$type`
/// inheritance, `$extends`, `$root`, aliases, JSON Pointer `$ref`), merges them in order,
/// resolves every token and, with the app's requirements, checks that every token the app
/// reads is there with its type. It refuses what it cannot use and nothing more: it looks for
/// no earlier form, computes no warnings and measures no contrast (that is `App tokens check`).
package enum TokenLoader {
    /// What loading found: the tokens it could resolve and every issue.
    package struct Outcome: Sendable {
        /// Tokens whose value could be resolved, aliases followed, sorted by path.
        package var tokens: [ResolvedToken]
        /// Every resolved value by token path.
        package var values: [String: TokenValue]
        /// Every issue found, each with its place; `load` sorts them by token path, `resolve`
        /// leaves them in check order.
        package var locatedIssues: [LocatedTokenIssue]
        /// Every issue found, in the order of `locatedIssues`.
        package var issues: [TokenIssue] { locatedIssues.map(\.issue) }
        /// The merged tree, `$extends` applied.
        package var tree: TokenTree
        /// Every token path the files define, resolved or not, to its index in the tree's tokens.
        package var indexByPath: [String: Int]

        /// Whether the files define a token at `path`, whether or not it could be resolved.
        package func isDefined(_ path: String) -> Bool { indexByPath[path] != nil }
    }

    /// Loads `files`, merged in order (a later file's token replaces an earlier one).
    ///
    /// - Parameter appRequirements: Also check that every token the app reads is there with its type.
    /// - Returns: The tokens and every issue, grouped by token path.
    package static func load(_ files: [(name: String, data: Data)], appRequirements: Bool) -> Outcome {
        var tree = TokenTree()
        var issues: [LocatedTokenIssue] = []
        for file in files {
            switch JSONReader.read([UInt8](file.data)) {
            case let .failure(error):
                issues.append(LocatedTokenIssue(malformed(file.name, error), at: nil))
            case let .success(output):
                issues += duplicateKeys(output, file: file.name)
                tree.add(output.document, file: file.name)
            }
        }
        guard !issues.contains(where: \.issue.isMalformedFile) else {
            return Outcome(tokens: [], values: [:], locatedIssues: issues, tree: tree, indexByPath: [:])
        }
        var outcome = resolve(tree, appRequirements: appRequirements)
        outcome.locatedIssues = sortedByPath(issues + outcome.locatedIssues)
        return outcome
    }

    /// The issue for a file that is not JSON.
    package static func malformed(_ name: String, _ error: JSONReadError) -> TokenIssue {
        .malformedFile(reason: "\(name): expected JSON, found an error at \(error)")
    }

    /// One issue for every key written twice in one object of `file`, at the second one.
    package static func duplicateKeys(_ output: JSONReader.Output, file: String) -> [LocatedTokenIssue] {
        output.duplicates.map {
            LocatedTokenIssue(
                .duplicateKey(path: $0.objectPath, key: $0.key, line: $0.line, firstLine: $0.firstLine),
                at: TokenLocation(file: file, line: $0.line))
        }
    }

    /// Applies `$extends`, resolves every token and, with `appRequirements`, checks the tokens
    /// the app reads; the issues are in the order the checks found them.
    package static func resolve(_ tree: TokenTree, appRequirements: Bool) -> Outcome {
        var tree = tree
        ExtendsResolver.apply(to: &tree)
        let treeTokens = tree.tokens()
        var resolver = TokenResolver(tree: tree, tokens: treeTokens)
        resolver.resolve()
        var issues = tree.issues + resolver.issues

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
        let indexByPath = resolver.indexByPath
        if appRequirements {
            let schemaIssues = SchemaChecker.issues(
                tokenPaths: treeTokens.map(\.path), isDefined: { indexByPath[$0] != nil }, values: values)
            issues += schemaIssues.map { LocatedTokenIssue($0, at: tree.location(ofPath: $0.path)) }
        }
        return Outcome(tokens: resolved, values: values, locatedIssues: issues, tree: tree, indexByPath: indexByPath)
    }

    /// Grouped by token path so every problem of one token reads together; the check order is
    /// kept within a path.
    package static func sortedByPath(_ issues: [LocatedTokenIssue]) -> [LocatedTokenIssue] {
        issues.enumerated().sorted { ($0.element.issue.path, $0.offset) < ($1.element.issue.path, $1.offset) }
            .map(\.element)
    }
}

extension TokenIssue {
    /// Whether the issue is a file that could not be read as JSON at all.
    package var isMalformedFile: Bool {
        if case .malformedFile = self { true } else { false }
    }
}
