import Foundation

/// Load, resolve and validate, in that order, collecting every issue on the way.
enum TokenPipeline {
    static func run(_ data: Data, source: String) -> TokenReport {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            return failure(source, .malformedFile(reason: "expected JSON, found a parse error: \(describe(error))"))
        }
        guard case let .object(members) = root else {
            return failure(source, .malformedFile(reason: "expected a JSON object at the root, found \(root.summary)"))
        }

        var reader = TokenTreeReader()
        reader.read(members)
        var issues = reader.issues

        var literals: [String: TokenValue] = [:]
        let composites = reader.tokens.filter(CompositeReferences.hasReferences)
        for token in reader.tokens where token.aliasTarget == nil && !CompositeReferences.hasReferences(token) {
            if let value = parse(token.value, of: token, issues: &issues) { literals[token.path] = value }
        }

        var resolver = AliasResolver(tokens: reader.tokens, literals: literals, groupPaths: reader.groupPaths)
        for token in composites {
            guard let filled = CompositeReferences.substitute(token, resolver: &resolver, issues: &issues),
                let value = parse(filled, of: token, issues: &issues)
            else { continue }
            resolver.provide(value, for: token.path)
        }
        let values = resolver.resolveAll(reader.tokens)
        issues += resolver.issues
        issues += SchemaChecker.issues(tokens: reader.tokens, defined: reader.allTokenPaths, values: values)

        var pairReader = ContrastPairReader()
        let pairs = pairReader.pairs(in: members)
        issues += pairReader.issues
        let contrast = ContrastChecker.measure(pairs, defined: reader.allTokenPaths, values: values)
        issues += contrast.issues

        let resolved = reader.tokens.compactMap { token in
            values[token.path].map {
                ResolvedToken(
                    path: token.path, value: $0, aliasOf: token.aliasTarget, description: token.description,
                    deprecation: token.deprecation, extensions: token.extensions?.jsonText)
            }
        }.sorted { $0.path < $1.path }

        // Grouped by token path so every problem of one token reads together; the check
        // order is kept within a path.
        issues = issues.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(
            \.element)
        var designTokens: DesignTokens?
        if issues.isEmpty {
            designTokens = DesignTokens(tokens: resolved, contrast: contrast.results, values: values)
        }
        return TokenReport(
            source: source, tokens: resolved, contrast: contrast.results, issues: issues, designTokens: designTokens)
    }

    /// The parsed value, or `nil` with the mismatch added to `issues`.
    private static func parse(_ value: JSONValue, of token: RawToken, issues: inout [TokenIssue]) -> TokenValue? {
        guard let type = token.declaredType else { return nil }
        switch TokenValueParser.parse(value, as: type) {
        case let .success(parsed):
            return parsed
        case let .failure(mismatch):
            issues.append(
                .invalidValue(path: token.path, type: type, expected: mismatch.expected, found: token.value.summary))
            return nil
        }
    }

    private static func failure(_ source: String, _ issue: TokenIssue) -> TokenReport {
        TokenReport(source: source, tokens: [], contrast: [], issues: [issue], designTokens: nil)
    }

    /// Foundation hides the line and column in the error's debug description.
    private static func describe(_ error: any Error) -> String {
        let details = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return details ?? error.localizedDescription
    }
}
