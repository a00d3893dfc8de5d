/// Walks the groups of a DTCG file and collects its tokens, with the `$type` each inherits
/// from its groups, and the problems that can be seen without looking at values.
struct TokenTreeReader {
    /// What a token knows about its type while the tree is walked.
    private enum InheritedType {
        case none
        case known(TokenType)
        /// A group declared a type that is not known; already reported, so not reported again.
        case reported
    }

    private(set) var tokens: [RawToken] = []
    private(set) var groupPaths: Set<String> = []
    /// Every token in the file, including those left out of `tokens` because their type was unusable.
    private(set) var allTokenPaths: Set<String> = []
    private(set) var issues: [TokenIssue] = []

    mutating func read(_ root: [String: JSONValue]) {
        walkGroup(root, path: [], inherited: .none)
    }

    private mutating func walkGroup(_ members: [String: JSONValue], path: [String], inherited: InheritedType) {
        let groupType = resolveType(members["$type"], path: path, inherited: inherited)
        reportCaseCollisions(among: members.keys.filter { !$0.hasPrefix("$") }, path: path)
        for name in members.keys.sorted() where !name.hasPrefix("$") {
            guard let member = members[name] else { continue }
            let memberPath = path + [name]
            let dotted = memberPath.joined(separator: ".")
            if let problem = Self.nameProblem(name) {
                issues.append(.invalidName(path: dotted, reason: problem))
            }
            guard case let .object(fields) = member else {
                issues.append(.notATokenOrGroup(path: dotted, found: member.summary))
                continue
            }
            if let value = fields["$value"] {
                readToken(fields, value: value, path: memberPath, inherited: groupType)
            } else {
                groupPaths.insert(dotted)
                walkGroup(fields, path: memberPath, inherited: groupType)
            }
        }
    }

    private mutating func readToken(
        _ fields: [String: JSONValue], value: JSONValue, path: [String], inherited: InheritedType
    ) {
        let dotted = path.joined(separator: ".")
        allTokenPaths.insert(dotted)
        let type = resolveType(fields["$type"], path: path, inherited: inherited)
        var declared: TokenType?
        switch type {
        case let .known(known): declared = known
        case .reported: return
        case .none:
            // An alias takes the type of what it points at; only a literal needs one.
            guard RawToken.aliasTarget(in: value) != nil else {
                issues.append(.missingType(path: dotted))
                return
            }
        }
        var description: String?
        if case let .string(text)? = fields["$description"] { description = text }
        var deprecation: String?
        switch fields["$deprecated"] {
        case let .bool(flag)?: deprecation = flag ? "deprecated" : nil
        case let .string(reason)?: deprecation = reason
        default: break
        }
        tokens.append(
            RawToken(
                path: dotted, declaredType: declared, value: value, description: description,
                deprecation: deprecation, extensions: fields["$extensions"]))
    }

    private mutating func resolveType(_ field: JSONValue?, path: [String], inherited: InheritedType)
        -> InheritedType
    {
        guard let field else { return inherited }
        guard case let .string(name) = field, let type = TokenType(rawValue: name) else {
            let dotted = path.isEmpty ? "(root)" : path.joined(separator: ".")
            issues.append(.unknownType(path: dotted, found: field.summary))
            return .reported
        }
        return .known(type)
    }

    /// Siblings only: once two groups collide, their children would all collide too.
    private mutating func reportCaseCollisions(among names: [String], path: [String]) {
        let byFolded = Dictionary(grouping: names) { $0.lowercased() }
        for (_, clashing) in byFolded.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            issues.append(.caseCollision(clashing.sorted().map { (path + [$0]).joined(separator: ".") }))
        }
    }

    /// DTCG reserves `$` at the start of a name and `{`, `}` and `.` anywhere in it.
    private static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "expected a non-empty name" }
        if let bad = name.first(where: { "{}.".contains($0) }) {
            return "expected no '{', '}' or '.', found '\(bad)' in \"\(name)\""
        }
        return nil
    }
}
