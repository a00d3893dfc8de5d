/// Resolves same-document JSON Pointers (`#/colors/blue/$value/components/0`) against the
/// merged tree, and replaces every `{"$ref": ...}` object inside a value with what it points
/// at. A pointer to a whole token becomes a curly-brace alias of it, so both syntaxes resolve
/// (and report cycles) the same way.
///
/// Each pointer is resolved once and kept, so pointers that fan out (a value naming another
/// twice, which names a third twice...) cost one resolution per pointer, not one per path
/// through them. What the expansions copy into token values is counted against `copyLimit`,
/// so a small file cannot grow into an exponentially large one.
final class JSONPointerResolver {
    /// Where a pointer leads.
    enum Target {
        case token(Int)
        case group
        case json(JSONValue)
    }

    /// What a token's own `$ref` stands for once every pointer inside it is replaced.
    enum Resolved {
        case token(Int)
        case group
        case value(JSONValue)
    }

    /// A pointer that leads nowhere, with why.
    struct Failure: Error {
        let pointer: String
        let reason: String
        /// Met only because the pointer was reached at some depth; from elsewhere it may resolve.
        var dependsOnDepth = false
    }

    /// A pointer's target with every pointer inside it replaced, and how many JSON values it holds.
    private enum Expansion {
        case token(Int)
        case group
        case value(JSONValue, size: Int)
    }

    /// A kept result, and how many levels below the asking one its resolution went.
    private struct Memo<Value> {
        let result: Result<Value, Failure>
        let height: Int
    }

    let tree: TokenTree
    /// Pointers into values may lead through other pointers; beyond this many, they loop.
    static let nestingLimit = 32
    private static let loopReason = "references nest more than \(nestingLimit) deep or loop"
    /// The most JSON values pointer expansions may copy into token values, and visit to build them.
    let copyLimit: Int
    /// The values copied and visited so far, checked against `copyLimit`.
    private(set) var copiedValues = 0
    /// How many distinct pointers were expanded; each is expanded once, however often it is used.
    private(set) var expandedPointers = 0
    private var targets: [String: Memo<Target>] = [:]
    private var expansions: [String: Memo<Expansion>] = [:]
    private var findingTargets: Set<String> = []
    private var expanding: Set<String> = []
    /// The deepest level the resolution under way has reached, for the height of what it keeps.
    private var deepest = 0

    init(tree: TokenTree) {
        self.tree = tree
        copyLimit = tree.copyLimit
    }

    /// A token's own `$ref`, resolved: a token, a group, or a value with every pointer inside replaced.
    func resolve(tokenReference pointer: String) throws(Failure) -> Resolved {
        // One level above a value's pointers: the token's own pointer is found at depth 0 and
        // the pointers inside its target at depth 1, as when a value holds them.
        switch try expansion(of: pointer, depth: -1) {
        case let .token(node): return .token(node)
        case .group: return .group
        case let .value(value, size):
            try charge(size, for: pointer)
            return .value(value)
        }
    }

    /// `value` with every `{"$ref": pointer}` replaced by its target.
    func expand(_ value: JSONValue) throws(Failure) -> JSONValue {
        // Almost no value holds a pointer; rebuilding each one to find out would cost more than the rest.
        guard Self.containsPointer(value) else { return value }
        return try expandMembers(of: value, depth: 0, building: nil).value
    }

    private static func containsPointer(_ value: JSONValue) -> Bool {
        switch value {
        case let .object(fields): fields["$ref"] != nil || fields.values.contains(where: containsPointer)
        case let .array(items): items.contains(where: containsPointer)
        default: false
        }
    }

    // MARK: - Expanding

    /// Replaces the pointers inside `value`. For a token's own value (`building` is `nil`) what
    /// each pointer brings in is charged to the copy limit; while building the kept expansion of
    /// a pointer, each value visited is.
    private func expandMembers(of value: JSONValue, depth: Int, building pointer: String?) throws(Failure)
        -> (value: JSONValue, size: Int)
    {
        if let pointer { try charge(1, for: pointer) }
        switch value {
        case let .object(fields):
            if fields.count == 1, case let .string(inner)? = fields["$ref"] {
                switch try expansion(of: inner, depth: depth) {
                case let .token(node): return (.string("{" + tree.path(of: node) + "}"), 1)
                case .group: throw Failure(pointer: inner, reason: "it names a group, expected a token or a value")
                case let .value(found, size):
                    if pointer == nil { try charge(size, for: inner) }
                    return (found, size)
                }
            }
            var expanded: [String: JSONValue] = [:]
            var size = 1
            // In key order, so the first failure reported is the same on every run.
            for key in fields.keys.sorted() {
                guard let field = fields[key] else { continue }
                let member = try expandMembers(of: field, depth: depth, building: pointer)
                expanded[key] = member.value
                size = Self.saturatingSum(size, member.size)
            }
            return (.object(expanded), size)
        case let .array(items):
            var expanded: [JSONValue] = []
            expanded.reserveCapacity(items.count)
            var size = 1
            for item in items {
                let member = try expandMembers(of: item, depth: depth, building: pointer)
                expanded.append(member.value)
                size = Self.saturatingSum(size, member.size)
            }
            return (.array(expanded), size)
        default:
            return (value, 1)
        }
    }

    /// What a `{"$ref": pointer}` met at `depth` stands for, built once and kept.
    private func expansion(of pointer: String, depth: Int) throws(Failure) -> Expansion {
        try memoised(pointer, depth: depth, table: \.expansions, inProgress: \.expanding) { () throws(Failure) in
            expandedPointers += 1
            switch try target(of: pointer, depth: depth + 1) {
            case let .token(node): return .token(node)
            case .group: return .group
            case let .json(found):
                let inner = try expandMembers(of: found, depth: depth + 1, building: pointer)
                guard inner.size <= copyLimit else {
                    throw Failure(pointer: pointer, reason: "it expands to more than \(copyLimit) JSON values")
                }
                return .value(inner.value, size: inner.size)
            }
        }
    }

    private func charge(_ values: Int, for pointer: String) throws(Failure) {
        copiedValues = Self.saturatingSum(copiedValues, values)
        guard copiedValues > copyLimit else { return }
        throw Failure(
            pointer: pointer,
            reason: "the token set's $ref values would copy more than \(copyLimit) JSON values "
                + "(\(TokenTree.copyLimitRule))")
    }

    private static func saturatingSum(_ left: Int, _ right: Int) -> Int {
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? Int.max : sum
    }

    /// `compute`'s result for `pointer`, computed the first time and kept with the depth it
    /// needed, so a later use deeper down still meets the nesting limit. A failure met only
    /// because of the depth it was asked from is not kept; a loop is, as it loops from anywhere.
    private func memoised<Value>(
        _ pointer: String, depth: Int, table: ReferenceWritableKeyPath<JSONPointerResolver, [String: Memo<Value>]>,
        inProgress: ReferenceWritableKeyPath<JSONPointerResolver, Set<String>>,
        _ compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let memo = self[keyPath: table][pointer] {
            deepest = max(deepest, depth + memo.height)
            guard depth + memo.height <= Self.nestingLimit else {
                throw Failure(pointer: pointer, reason: Self.loopReason, dependsOnDepth: true)
            }
            return try memo.result.get()
        }
        guard self[keyPath: inProgress].insert(pointer).inserted else {
            throw Failure(pointer: pointer, reason: Self.loopReason)
        }
        let outer = deepest
        deepest = depth
        let result: Result<Value, Failure>
        do throws(Failure) {
            result = .success(try compute())
        } catch {
            result = .failure(error)
        }
        let height = deepest - depth
        deepest = max(outer, deepest)
        self[keyPath: inProgress].remove(pointer)
        if case let .failure(failure) = result, failure.dependsOnDepth {
            return try result.get()
        }
        self[keyPath: table][pointer] = Memo(result: result, height: height)
        return try result.get()
    }

    // MARK: - Finding targets

    private func target(of pointer: String, depth: Int) throws(Failure) -> Target {
        deepest = max(deepest, depth)
        guard depth <= Self.nestingLimit else {
            throw Failure(pointer: pointer, reason: Self.loopReason, dependsOnDepth: true)
        }
        return try memoised(pointer, depth: depth, table: \.targets, inProgress: \.findingTargets) {
            () throws(Failure) in try findTarget(of: pointer, depth: depth)
        }
    }

    private func findTarget(of pointer: String, depth: Int) throws(Failure) -> Target {
        guard let segments = Reference.pointerSegments(pointer) else {
            throw Failure(pointer: pointer, reason: "expected a same-document JSON Pointer such as \"#/color/blue\"")
        }
        var current = TokenTree.root
        var index = 0
        while index < segments.count, !tree.nodes[current].isToken {
            guard let child = tree.nodes[current].children[segments[index]] else {
                let reached = segments[..<index].joined(separator: "/")
                throw Failure(pointer: pointer, reason: "\"\(segments[index])\" does not exist in #/\(reached)")
            }
            current = child
            index += 1
        }
        guard index < segments.count else { return tree.nodes[current].isToken ? .token(current) : .group }
        switch segments[index] {
        case "$value":
            let rest = segments[(index + 1)...]
            if rest.isEmpty { return .token(current) }
            return .json(try descend(into: current, along: Array(rest), pointer: pointer, depth: depth))
        case "$type":
            guard index + 1 == segments.count, let type = tree.nodes[current].type else { break }
            return .json(.string(type.rawValue))
        case "$description":
            guard index + 1 == segments.count, let description = tree.nodes[current].description else { break }
            return .json(.string(description))
        default:
            break
        }
        throw Failure(pointer: pointer, reason: "\"\(segments[index])\" does not exist in the token")
    }

    /// Walks into a token's value; an alias on the way is followed to its target's value.
    private func descend(into token: Int, along segments: [String], pointer: String, depth: Int) throws(Failure)
        -> JSONValue
    {
        var value = try tokenValue(of: token, pointer: pointer, depth: depth)
        for segment in segments {
            value = try followAlias(value, pointer: pointer, depth: depth)
            switch value {
            case let .object(fields):
                guard let member = fields[segment] else {
                    throw Failure(pointer: pointer, reason: "the value has no member \"\(segment)\"")
                }
                value = member
            case let .array(items):
                guard let position = Int(segment), items.indices.contains(position), String(position) == segment else {
                    throw Failure(pointer: pointer, reason: "the value's array has no element \"\(segment)\"")
                }
                value = items[position]
            default:
                throw Failure(
                    pointer: pointer, reason: "\"\(segment)\" leads into \(value.summary), not an object or array")
            }
        }
        return try followAlias(value, pointer: pointer, depth: depth)
    }

    private func tokenValue(of token: Int, pointer: String, depth: Int) throws(Failure) -> JSONValue {
        var current = token
        var level = depth
        // A chain of whole-token pointers; the nesting limit ends it.
        while let inner = tree.nodes[current].pointer {
            level += 1
            switch try target(of: inner, depth: level) {
            case let .token(next): current = next
            case .group: throw Failure(pointer: pointer, reason: "it leads to a group, expected a value")
            case let .json(found): return found
            }
        }
        guard let value = tree.nodes[current].value else {
            throw Failure(pointer: pointer, reason: "the token has no value")
        }
        return value
    }

    /// A curly alias or a `$ref` object met on the way is replaced by what it names.
    private func followAlias(_ value: JSONValue, pointer: String, depth: Int) throws(Failure) -> JSONValue {
        var current = value
        var steps = 0
        while true {
            steps += 1
            guard steps <= Self.nestingLimit else {
                throw Failure(pointer: pointer, reason: Self.loopReason)
            }
            if let path = Reference.curlyTarget(in: current) {
                guard let node = tree.lookup(path), tree.nodes[node].isToken else {
                    throw Failure(pointer: pointer, reason: "it leads through {\(path)}, which is not a token")
                }
                current = try tokenValue(of: node, pointer: pointer, depth: depth + steps)
                continue
            }
            if case let .object(fields) = current, fields.count == 1, case let .string(inner)? = fields["$ref"] {
                switch try target(of: inner, depth: depth + steps) {
                case let .token(node): current = try tokenValue(of: node, pointer: pointer, depth: depth + steps)
                case .group: throw Failure(pointer: pointer, reason: "it leads to a group, expected a value")
                case let .json(found): current = found
                }
                continue
            }
            return current
        }
    }
}
