/// Gives every token its value: aliases are followed, composite sub-values that reference
/// other tokens are filled in, and cycles are reported once each. Tokens are resolved in
/// dependency order with an explicit stack, so a chain of 10,000 aliases needs no deep
/// recursion.
struct TokenResolver {
    /// A token's value before resolution: an alias of another token, or a literal to parse.
    private enum Prepared {
        case alias(String)
        case literal(JSONValue)
        case failed
    }

    private let tree: TokenTree
    private let tokens: [TreeToken]
    private var prepared: [Prepared] = []
    private var indexByNode: [Int: Int] = [:]
    /// Token paths to their index: most references name a token, and one hash beats walking the tree.
    private(set) var indexByPath: [String: Int] = [:]
    /// Shared with the value parser's reference lookups while tokens are being resolved.
    private final class ValueStore {
        var values: [TokenValue?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
    }

    private let store: ValueStore
    /// Each token's value, in the order of `tokens`; `nil` where it could not be resolved.
    var values: [TokenValue?] { store.values }
    private(set) var aliasOf: [String?]
    /// Every problem met, at the token that has it.
    private(set) var issues: [LocatedTokenIssue] = []

    init(tree: TokenTree, tokens: [TreeToken]) {
        self.tree = tree
        self.tokens = tokens
        store = ValueStore(count: tokens.count)
        aliasOf = Array(repeating: nil, count: tokens.count)
        indexByNode.reserveCapacity(tokens.count)
        indexByPath.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            indexByNode[token.node] = index
            indexByPath[token.path] = index
        }
    }

    mutating func resolve() {
        let pointers = JSONPointerResolver(tree: tree)
        prepared = tokens.map { prepare($0, pointers: pointers) }
        let dependencies = prepared.map(dependencies(of:))
        // 0: not visited, 1: on the stack, 2: done.
        var state = [UInt8](repeating: 0, count: tokens.count)
        var inCycle = [Bool](repeating: false, count: tokens.count)
        var reportedCycles = Set<[String]>()
        for start in tokens.indices where state[start] == 0 {
            var stack: [(token: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (token, next) = stack.last {
                if next < dependencies[token].count {
                    stack[stack.count - 1].next += 1
                    let dependency = dependencies[token][next]
                    switch state[dependency] {
                    case 0:
                        state[dependency] = 1
                        stack.append((dependency, 0))
                    case 1:
                        let loopStart = stack.lastIndex { $0.token == dependency } ?? 0
                        let loop = stack[loopStart...].map(\.token)
                        for member in loop { inCycle[member] = true }
                        reportCycle(loop, reported: &reportedCycles)
                    default:
                        break
                    }
                    continue
                }
                stack.removeLast()
                state[token] = 2
                if !inCycle[token] { evaluate(token) }
            }
        }
    }

    // MARK: - Preparing

    private mutating func prepare(_ token: TreeToken, pointers: JSONPointerResolver) -> Prepared {
        let node = tree.nodes[token.node]
        do throws(JSONPointerResolver.Failure) {
            if let pointer = node.pointer {
                switch try pointers.resolve(tokenReference: pointer) {
                case let .token(target): return .alias(tree.path(of: target))
                case .group:
                    record(.aliasToGroup(path: token.path, alias: pointer), about: token)
                    return .failed
                case let .value(value): return literalOrAlias(value)
                }
            }
            guard let value = node.value else { return .failed }
            return literalOrAlias(try pointers.expand(value))
        } catch {
            record(.invalidReference(path: token.path, reference: error.pointer, reason: error.reason), about: token)
            return .failed
        }
    }

    private func literalOrAlias(_ value: JSONValue) -> Prepared {
        if let target = Reference.curlyTarget(in: value) { return .alias(target) }
        return .literal(value)
    }

    /// The tokens whose values this one needs first.
    private func dependencies(of prepared: Prepared) -> [Int] {
        var paths: [String] = []
        switch prepared {
        case let .alias(path): paths = [path]
        case let .literal(value): Self.collectReferences(in: value, into: &paths)
        case .failed: break
        }
        return paths.compactMap { indexByPath[$0] }
    }

    private static func collectReferences(in value: JSONValue, into paths: inout [String]) {
        switch value {
        case let .string(text): if let path = Reference.curlyTarget(text) { paths.append(path) }
        case let .array(items): for item in items { collectReferences(in: item, into: &paths) }
        case let .object(fields):
            for key in fields.keys.sorted() { collectReferences(in: fields[key] ?? .null, into: &paths) }
        default: break
        }
    }

    // MARK: - Evaluating

    private mutating func evaluate(_ index: Int) {
        let token = tokens[index]
        let node = tree.nodes[token.node]
        let declared = node.type ?? (node.typeIsInvalid ? nil : token.inheritedType)
        switch prepared[index] {
        case .failed:
            return
        case let .alias(target):
            switch lookup(target) {
            case let .value(value):
                if let declared, declared != value.type {
                    record(
                        .aliasTypeMismatch(path: token.path, alias: target, expected: declared, found: value.type),
                        about: token)
                    return
                }
                store.values[index] = value
                aliasOf[index] = target
            case .group: record(.aliasToGroup(path: token.path, alias: target), about: token)
            case .missing:
                if let problem = Reference.pathProblem(target) {
                    record(
                        .invalidReference(path: token.path, reference: "{\(target)}", reason: problem), about: token)
                } else {
                    record(.brokenAlias(path: token.path, alias: target), about: token)
                }
            case .unresolved: return
            }
        case let .literal(value):
            guard let type = declared else {
                if !node.typeIsInvalid && !token.typeReported { record(.missingType(path: token.path), about: token) }
                return
            }
            let (tree, indexByPath, store) = (tree, indexByPath, store)
            let parser = TokenValueParser(path: token.path) {
                Self.lookup($0, tree: tree, indexByPath: indexByPath, values: store.values)
            }
            do {
                store.values[index] = try parser.parse(value, as: type)
            } catch {
                report(error, of: token, type: type)
            }
        }
    }

    /// Adds the issues a value's problem stands for.
    private mutating func report(_ problem: TokenValueParser.Problem, of token: TreeToken, type: TokenType) {
        switch problem {
        case let .mismatch(expected, found, field):
            let what = field.map { "\"\($0)\" to be " + expected } ?? expected
            record(
                .invalidValue(path: token.path, type: type, expected: what, found: Self.shorten(found.summary)),
                about: token)
        case let .reference(issue): record(issue, about: token)
        case .unresolved: break
        case let .several(problems): for each in problems { report(each, of: token, type: type) }
        }
    }

    /// Keeps `issue` with the place of the token it was met in.
    private mutating func record(_ issue: TokenIssue, about token: TreeToken) {
        issues.append(LocatedTokenIssue(issue, at: tree.nodes[token.node].location))
    }

    private func lookup(_ path: String) -> TokenValueParser.Target {
        Self.lookup(path, tree: tree, indexByPath: indexByPath, values: store.values)
    }

    private static func lookup(_ path: String, tree: TokenTree, indexByPath: [String: Int], values: [TokenValue?])
        -> TokenValueParser.Target
    {
        if let index = indexByPath[path] { return values[index].map(TokenValueParser.Target.value) ?? .unresolved }
        guard let node = tree.lookup(path) else { return .missing }
        return tree.nodes[node].isToken ? .unresolved : .group
    }

    /// Rotated to start at its smallest path, so the same cycle found from anywhere is one
    /// issue, placed at that token: it holds a reference of the loop.
    private mutating func reportCycle(_ loop: [Int], reported: inout Set<[String]>) {
        let paths = loop.map { tokens[$0].path }
        guard let smallest = paths.indices.min(by: { paths[$0] < paths[$1] }) else { return }
        let rotated = Array(paths[smallest...] + paths[..<smallest])
        guard reported.insert(rotated).inserted else { return }
        record(.aliasCycle(rotated + [rotated[0]]), about: tokens[loop[smallest]])
    }

    /// A value quoted in a message is cut short: a 10 MB string helps nobody.
    private static func shorten(_ text: String) -> String {
        text.count <= 200 ? text : String(text.prefix(200)) + "…"
    }
}
