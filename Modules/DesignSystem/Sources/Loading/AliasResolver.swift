/// Follows aliases to their literal values, reporting broken aliases, cycles and aliases
/// whose type differs from their target's. Each cycle is reported once.
struct AliasResolver {
    private let tokensByPath: [String: RawToken]
    private let groupPaths: Set<String>
    private var failed: Set<String> = []
    private var resolved: [String: TokenValue] = [:]
    private var reportedCycles: Set<[String]> = []
    private(set) var issues: [TokenIssue] = []

    /// - Parameters:
    ///   - literals: the parsed values of tokens that are not aliases.
    init(tokens: [RawToken], literals: [String: TokenValue], groupPaths: Set<String>) {
        self.groupPaths = groupPaths
        tokensByPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        resolved = literals
    }

    /// Every token whose value could be determined.
    mutating func resolveAll(_ tokens: [RawToken]) -> [String: TokenValue] {
        for token in tokens where token.aliasTarget != nil {
            _ = resolve(token)
        }
        return resolved
    }

    /// The value of the token at `target`, named by a reference inside `referrer` (a field
    /// of a composite value, e.g. `typography.body.fontFamily`).
    mutating func resolveReference(_ target: String, from referrer: String) -> TokenValue? {
        guard let token = tokensByPath[target] else {
            issues.append(missingTarget(target, from: referrer))
            return nil
        }
        return resolve(token)
    }

    /// The `$type` the token at `path` declares, when it exists and declares one.
    func declaredType(of path: String) -> TokenType? {
        tokensByPath[path]?.declaredType
    }

    /// Records the value of a composite token whose references were filled in.
    mutating func provide(_ value: TokenValue, for path: String) {
        resolved[path] = value
    }

    private mutating func resolve(_ start: RawToken) -> TokenValue? {
        if let known = resolved[start.path] { return known }
        if failed.contains(start.path) { return nil }
        var chain = [start.path]
        var current = start
        while let target = current.aliasTarget {
            if let index = chain.firstIndex(of: target) {
                reportCycle(Array(chain[index...]))
                return fail(chain)
            }
            if failed.contains(target) { return fail(chain) }
            guard let next = tokensByPath[target] else {
                issues.append(missingTarget(target, from: current.path))
                return fail(chain)
            }
            chain.append(target)
            if let value = resolved[target] {
                return settle(chain, value: value)
            }
            current = next
        }
        // The chain ended on a literal that failed to parse, which is reported where it is defined.
        return fail(chain)
    }

    /// What is wrong with `referrer` naming `target`, which is not a token: a group, or nothing.
    private func missingTarget(_ target: String, from referrer: String) -> TokenIssue {
        groupPaths.contains(target)
            ? .aliasToGroup(path: referrer, alias: target) : .brokenAlias(path: referrer, alias: target)
    }

    /// Remembers that nothing on `chain` resolves, so tokens aliasing it are not reported again.
    private mutating func fail(_ chain: [String]) -> TokenValue? {
        failed.formUnion(chain)
        return nil
    }

    /// Every alias on the chain takes the value, unless its declared type disagrees.
    private mutating func settle(_ chain: [String], value: TokenValue) -> TokenValue? {
        var result: TokenValue? = value
        for path in chain.dropLast().reversed() {
            guard let token = tokensByPath[path], let target = token.aliasTarget else { continue }
            if let declared = token.declaredType, declared != value.type {
                issues.append(.aliasTypeMismatch(path: path, alias: target, expected: declared, found: value.type))
                failed.formUnion(chain.prefix { $0 != path } + [path])
                result = nil
                break
            }
            resolved[path] = value
        }
        return result
    }

    /// Rotated to start at its smallest path, so the same cycle found from anywhere is one issue.
    private mutating func reportCycle(_ loop: [String]) {
        guard let smallest = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return }
        let rotated = Array(loop[smallest...] + loop[..<smallest])
        guard reportedCycles.insert(rotated).inserted else { return }
        issues.append(.aliasCycle(rotated + [rotated[0]]))
    }
}
