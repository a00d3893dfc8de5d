/// Resolves same-document JSON Pointers (`#/colors/blue/$value/components/0`) against the
/// merged tree, and replaces every `{"$ref": ...}` object inside a value with what it points
/// at. A pointer to a whole token becomes a curly-brace alias of it, so both syntaxes resolve
/// (and report cycles) the same way.
struct JSONPointerResolver {
    /// Where a pointer leads.
    enum Target {
        case token(Int)
        case group
        case json(JSONValue)
    }

    /// A pointer that leads nowhere, with why.
    struct Failure: Error {
        let pointer: String
        let reason: String
    }

    let tree: TokenTree
    /// Pointers into values may lead through other pointers; beyond this many, they loop.
    private static let nestingLimit = 32

    func target(of pointer: String) throws(Failure) -> Target {
        try target(of: pointer, depth: 0)
    }

    /// `value` with every `{"$ref": pointer}` replaced by its target.
    func expand(_ value: JSONValue) throws(Failure) -> JSONValue {
        // Almost no value holds a pointer; rebuilding each one to find out would cost more than the rest.
        guard Self.containsPointer(value) else { return value }
        return try expand(value, depth: 0)
    }

    private static func containsPointer(_ value: JSONValue) -> Bool {
        switch value {
        case let .object(fields): fields["$ref"] != nil || fields.values.contains(where: containsPointer)
        case let .array(items): items.contains(where: containsPointer)
        default: false
        }
    }

    private func expand(_ value: JSONValue, depth: Int) throws(Failure) -> JSONValue {
        switch value {
        case let .object(fields):
            if fields.count == 1, case let .string(pointer)? = fields["$ref"] {
                switch try target(of: pointer, depth: depth + 1) {
                case let .token(node): return .string("{" + tree.path(of: node) + "}")
                case .group: throw Failure(pointer: pointer, reason: "it names a group, expected a token or a value")
                case let .json(found): return try expand(found, depth: depth + 1)
                }
            }
            var expanded: [String: JSONValue] = [:]
            for (key, member) in fields { expanded[key] = try expand(member, depth: depth) }
            return .object(expanded)
        case let .array(items):
            var expanded: [JSONValue] = []
            for item in items { expanded.append(try expand(item, depth: depth)) }
            return .array(expanded)
        default:
            return value
        }
    }

    private func target(of pointer: String, depth: Int) throws(Failure) -> Target {
        guard depth <= Self.nestingLimit else {
            throw Failure(pointer: pointer, reason: "references nest more than \(Self.nestingLimit) deep or loop")
        }
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
        if let inner = tree.nodes[token].pointer {
            switch try target(of: inner, depth: depth + 1) {
            case let .token(next): return try tokenValue(of: next, pointer: pointer, depth: depth + 1)
            case .group: throw Failure(pointer: pointer, reason: "it leads to a group, expected a value")
            case let .json(found): return found
            }
        }
        guard let value = tree.nodes[token].value else {
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
                throw Failure(pointer: pointer, reason: "references nest more than \(Self.nestingLimit) deep or loop")
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
