/// The groups and tokens of one or more files, merged as design systems split them: a later
/// file's token replaces an earlier one at the same path, groups merge member by member.
/// Held flat (nodes refer to each other by index) and built without recursion, so a
/// 10,000-level tree is as safe as a shallow one.
package struct TokenTree: Sendable {
    package private(set) var nodes: [TokenNode] = [TokenNode(name: "", parent: -1, isToken: false)]
    /// What building the tree and applying `$extends` found, each with its place.
    private(set) var issues: [LocatedTokenIssue] = []
    /// The file `add` is reading, as messages name it.
    private var file = ""
    /// How many JSON values the files added hold, which sets `copyLimit`.
    private(set) var valueCount = 0

    /// The root group's index.
    package static let root = 0

    /// The most that `$extends` and `$ref` may each copy (or visit to copy): a token set may
    /// grow by a constant factor through them, never exponentially.
    var copyLimit: Int { 10_000 + 10 * valueCount }
    /// `copyLimit` in words, for messages.
    static let copyLimitRule = "ten for each JSON value in the files, plus 10,000"

    /// The group properties the format defines; `$ref` is JSON Schema's spelling of `$extends`.
    private static let groupProperties: Set<String> = [
        "$type", "$description", "$deprecated", "$extensions", "$extends", "$ref",
    ]
    private static let tokenProperties: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$ref",
    ]

    /// An empty tree: the root group alone.
    package init() {}

    /// Adds the groups and tokens of `document`, the text of `file` (named as messages name
    /// it); later documents win where they overlap.
    package mutating func add(_ document: JSONDocument, file: String) {
        self.file = file
        guard document.kind(document.root) == .object else {
            report(
                .malformedFile(
                    reason: "expected a JSON object at the root, found \(kindName(document, document.root))"),
                at: TokenLocation(file: file, line: document.line(document.root)))
            return
        }
        valueCount += document.nodes.count
        var pending = [(document.root, Self.root)]
        while let (object, group) = pending.popLast() {
            readGroupProperties(document, object, into: group)
            for (key, member) in document.members(object) where !key.hasPrefix("$") || key == "$root" {
                if let child = readMember(document, key: key, member: member, in: group) {
                    pending.append((member, child))
                }
            }
        }
    }

    /// Records `issue`, found where `location` says.
    mutating func report(_ issue: TokenIssue, at location: TokenLocation?) {
        issues.append(LocatedTokenIssue(issue, at: location))
    }

    /// Records `issue` about `node`, at the place the node is written.
    mutating func report(_ issue: TokenIssue, about node: Int) {
        report(issue, at: nodes[node].location)
    }

    /// Where the token or group a path names is written: for a path into a token's value
    /// (`typography.body.fontSize`, `shadow.layers[0]`), the token's place; nil for a path no
    /// file defines.
    package func location(ofPath path: String) -> TokenLocation? {
        var current = Self.root
        for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard !nodes[current].isToken else { break }
            if let next = nodes[current].children[String(segment)] {
                current = next
                continue
            }
            // `layers[0]`: an element of the value of the token `layers`.
            guard let bracket = segment.firstIndex(of: "["),
                let next = nodes[current].children[String(segment[..<bracket])]
            else { break }
            current = next
            break
        }
        return nodes[current].location
    }

    /// The dotted path of a node, `$root` included where it is a name.
    package func path(of node: Int) -> String {
        var names: [String] = []
        var current = node
        while current > Self.root {
            names.append(nodes[current].name)
            current = nodes[current].parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// The node a curly-brace reference names, e.g. `color.brand.$root`.
    func lookup(_ reference: String) -> Int? {
        var current = Self.root
        for segment in reference.split(separator: ".", omittingEmptySubsequences: false) {
            guard !nodes[current].isToken, let next = nodes[current].children[String(segment)] else { return nil }
            current = next
        }
        return current == Self.root ? nil : current
    }

    /// Every token reachable from the root, in path order, each with the type it inherits
    /// from its groups and the deprecation it inherits.
    func tokens() -> [TreeToken] {
        var result: [TreeToken] = []
        var pending: [(node: Int, type: TokenType?, typeReported: Bool, deprecation: String?)] = [
            (Self.root, nodes[Self.root].type, nodes[Self.root].typeIsInvalid, nodes[Self.root].deprecation ?? nil)
        ]
        while let (node, type, typeReported, deprecation) = pending.popLast() {
            let group = nodes[node]
            // Reversed, so the stack hands members back in name order.
            for name in group.childOrder.sorted().reversed() {
                guard let child = group.children[name] else { continue }
                let member = nodes[child]
                var ownDeprecation = deprecation
                if let own = member.deprecation { ownDeprecation = own }
                if member.isToken {
                    result.append(
                        TreeToken(
                            node: child, path: path(of: child), inheritedType: type, typeReported: typeReported,
                            deprecation: ownDeprecation))
                } else {
                    pending.append(
                        (
                            child, member.typeIsInvalid ? nil : (member.type ?? type),
                            member.typeIsInvalid || (member.type == nil && typeReported), ownDeprecation
                        ))
                }
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Every group that declares `$extends`, with the reference it names.
    var extendingGroups: [(node: Int, reference: String)] {
        let attached = attachedNodes()
        return nodes.indices.compactMap { index in
            guard let reference = nodes[index].extends, attached[index] else { return nil }
            return (index, reference)
        }
    }

    /// For each node, whether it is still in the tree: a later file may have put a token
    /// where its group was, leaving the group's old members behind.
    package func attachedNodes() -> [Bool] {
        var attached = [Bool](repeating: false, count: nodes.count)
        var pending = [Self.root]
        while let node = pending.popLast() {
            attached[node] = true
            pending.append(contentsOf: nodes[node].children.values)
        }
        return attached
    }

    // MARK: - Building

    /// Adds one member of a group; returns the group to descend into, when it is one.
    private mutating func readMember(_ document: JSONDocument, key: String, member: Int, in group: Int) -> Int? {
        let location = TokenLocation(file: file, line: document.line(member))
        if let problem = Self.nameProblem(key) {
            report(.invalidName(path: childPath(group, key), reason: problem), at: location)
            return nil
        }
        guard document.kind(member) == .object else {
            report(.notATokenOrGroup(path: childPath(group, key), found: kindName(document, member)), at: location)
            return nil
        }
        let fields = document.members(member)
        let isToken =
            fields.contains { $0.key == "$value" }
            || (fields.contains { $0.key == "$ref" } && !fields.contains { !$0.key.hasPrefix("$") })
        if key == "$root" && !isToken {
            report(
                .notATokenOrGroup(path: childPath(group, key), found: "a group: $root must be a token, with $value"),
                at: location)
            return nil
        }
        if isToken {
            let token = replace(key, in: group, isToken: true)
            nodes[token].location = location
            readToken(document, fields, into: token)
            return nil
        }
        if let existing = nodes[group].children[key], !nodes[existing].isToken { return existing }
        let created = replace(key, in: group, isToken: false)
        nodes[created].location = location
        return created
    }

    /// A new node named `name` under `group`, taking the place of any node of that name.
    private mutating func replace(_ name: String, in group: Int, isToken: Bool) -> Int {
        nodes.append(TokenNode(name: name, parent: group, isToken: isToken))
        let index = nodes.count - 1
        if nodes[group].children.updateValue(index, forKey: name) == nil {
            nodes[group].childOrder.append(name)
        }
        return index
    }

    private mutating func readToken(_ document: JSONDocument, _ fields: [(key: String, value: Int)], into token: Int) {
        // Paths are built only for messages: building one per member costs as much as the rest.
        var path: String { self.path(of: token) }
        let location = nodes[token].location
        let children = fields.filter { !$0.key.hasPrefix("$") }.map(\.key)
        if !children.isEmpty {
            report(.tokenWithMembers(path: path, members: children), at: location)
        }
        for (key, value) in fields where key.hasPrefix("$") {
            switch key {
            case "$value":
                guard let json = document.value(value) else {
                    report(
                        .invalidProperty(
                            path: path, property: key, expected: "a value nested at most 64 levels",
                            found: "deeper nesting"),
                        at: location)
                    continue
                }
                nodes[token].value = json
            case "$ref":
                guard let pointer = document.string(value) else {
                    report(
                        .invalidProperty(
                            path: path, property: key, expected: "a JSON Pointer string such as \"#/color/blue\"",
                            found: kindName(document, value)),
                        at: location)
                    continue
                }
                if fields.contains(where: { $0.key == "$value" }) {
                    report(
                        .invalidProperty(
                            path: path, property: key, expected: "either $value or $ref, not both", found: "both"),
                        at: location)
                    continue
                }
                nodes[token].pointer = pointer
            default:
                readCommonProperty(document, key: key, value: value, node: token, at: location)
            }
        }
    }

    private mutating func readGroupProperties(_ document: JSONDocument, _ object: Int, into group: Int) {
        var path: String { group == Self.root ? "(root)" : self.path(of: group) }
        for (key, value) in document.members(object) where key.hasPrefix("$") && key != "$root" {
            // A group may span files: its problem is where this file writes it; the root's,
            // which has no line of its own, is at the property.
            let location = TokenLocation(file: file, line: document.line(group == Self.root ? value : object))
            switch key {
            case "$extends", "$ref":
                guard let reference = extendsReference(document, key: key, value: value) else {
                    report(
                        .invalidProperty(
                            path: path, property: key,
                            expected: key == "$ref"
                                ? "a JSON Pointer such as \"#/button\"" : "a reference such as \"{button}\"",
                            found: kindName(document, value)),
                        at: location)
                    continue
                }
                nodes[group].extends = reference
            case "$schema" where group == Self.root:
                continue
            case "$value":
                continue
            default:
                readCommonProperty(document, key: key, value: value, node: group, at: location)
            }
        }
    }

    /// `$extends` as a curly reference (a `$ref` pointer is turned into one).
    private func extendsReference(_ document: JSONDocument, key: String, value: Int) -> String? {
        guard let text = document.string(value) else { return nil }
        if key == "$extends" {
            guard let inner = Reference.curlyTarget(text) else { return nil }
            return inner
        }
        guard let segments = Reference.pointerSegments(text), !segments.contains(where: { $0.hasPrefix("$") }) else {
            return nil
        }
        return segments.joined(separator: ".")
    }

    /// The properties tokens and groups share: `$type`, `$description`, `$deprecated`, `$extensions`.
    private mutating func readCommonProperty(
        _ document: JSONDocument, key: String, value: Int, node: Int, at location: TokenLocation?
    ) {
        var path: String { node == Self.root ? "(root)" : self.path(of: node) }
        switch key {
        case "$type":
            if let name = document.string(value), let type = TokenType(rawValue: name) {
                nodes[node].type = type
            } else {
                nodes[node].typeIsInvalid = true
                report(.unknownType(path: path, found: summary(document, value)), at: location)
            }
        case "$description":
            guard let text = document.string(value) else {
                report(
                    .invalidProperty(path: path, property: key, expected: "a string", found: summary(document, value)),
                    at: location)
                return
            }
            nodes[node].description = text
        case "$deprecated":
            switch document.kind(value) {
            case .bool: nodes[node].deprecation = .some(document.nodes[value].flag ? "deprecated" : nil)
            case .string: nodes[node].deprecation = .some(document.string(value))
            default:
                report(
                    .invalidProperty(
                        path: path, property: key, expected: "true, false or a string explaining why",
                        found: summary(document, value)),
                    at: location)
            }
        case "$extensions":
            guard document.kind(value) == .object else {
                report(
                    .invalidProperty(
                        path: path, property: key, expected: "an object of vendor-specific keys",
                        found: summary(document, value)),
                    at: location)
                return
            }
            // Kept as written: tools must preserve extension data they do not understand.
            nodes[node].extensions = document.rawText(value)
            // Only the root's are read here (the app's contrast pairs); building every token's costs time.
            if node == Self.root { nodes[node].extensionsValue = document.value(value) }
        default:
            let allowed = (nodes[node].isToken ? Self.tokenProperties : Self.groupProperties).sorted()
            report(
                .invalidProperty(
                    path: path, property: key,
                    expected: "one of " + allowed.joined(separator: ", ")
                        + " (names starting with '$' are reserved for the format)",
                    found: key),
                at: location)
        }
    }

    private func childPath(_ group: Int, _ name: String) -> String {
        group == Self.root ? name : path(of: group) + "." + name
    }

    private func kindName(_ document: JSONDocument, _ node: Int) -> String {
        switch document.kind(node) {
        case .object: "an object"
        case .array: "an array"
        default: summary(document, node)
        }
    }

    private func summary(_ document: JSONDocument, _ node: Int) -> String {
        document.value(node, depthLimit: 8)?.summary ?? "a deeply nested value"
    }

    /// `$` starts only the format's own names (and `$root`); `{`, `}` and `.` would break references.
    private static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "expected a non-empty name" }
        let reserved: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ".")]
        if let bad = name.utf8.first(where: reserved.contains) {
            return "expected no '{', '}' or '.', found '\(Character(Unicode.Scalar(bad)))' in \"\(name)\""
        }
        return nil
    }
}

extension TokenTree {
    /// Copies `source`'s members into `target` where `target` has none of that name,
    /// merging groups member by member and taking group properties `target` lacks.
    mutating func deepMerge(from source: Int, into target: Int) {
        // Each pair carries the type `from` passes on, so no pair walks up to find it.
        var pending = [(from: source, into: target, type: effectiveType(of: source))]
        while let (from, into, type) = pending.popLast() {
            if nodes[into].type == nil && !nodes[into].typeIsInvalid {
                nodes[into].type = type
            }
            if nodes[into].description == nil { nodes[into].description = nodes[from].description }
            if nodes[into].deprecation == nil { nodes[into].deprecation = nodes[from].deprecation }
            for name in nodes[from].childOrder {
                guard let child = nodes[from].children[name] else { continue }
                let childType = nodes[child].type ?? type
                if let existing = nodes[into].children[name] {
                    if !nodes[existing].isToken && !nodes[child].isToken {
                        pending.append((child, existing, childType))
                    }
                    continue
                }
                let copy = replace(name, in: into, isToken: nodes[child].isToken)
                copyProperties(from: child, to: copy)
                if !nodes[child].isToken { pending.append((child, copy, childType)) }
            }
        }
    }

    /// How many members `deepMerge(from:into:)` would visit or create, counted up to just
    /// past `limit`, so that asking about a huge merge costs no more than the limit.
    func mergeCost(from source: Int, into target: Int, limit: Int) -> Int {
        var cost = 0
        // `into` is nil below a member that would be copied whole.
        var pending: [(from: Int, into: Int?)] = [(source, target)]
        while let (from, into) = pending.popLast() {
            cost += 1
            guard cost <= limit else { return cost }
            for name in nodes[from].childOrder {
                guard let child = nodes[from].children[name] else { continue }
                if let into, let existing = nodes[into].children[name] {
                    if !nodes[existing].isToken && !nodes[child].isToken { pending.append((child, existing)) }
                    continue
                }
                pending.append((child, nil))
            }
        }
        return cost
    }

    /// The `$type` a group passes on: its own, or the nearest enclosing group's.
    func effectiveType(of node: Int) -> TokenType? {
        var current = node
        while current >= Self.root {
            if let type = nodes[current].type { return type }
            current = nodes[current].parent
        }
        return nil
    }

    private mutating func copyProperties(from source: Int, to copy: Int) {
        let original = nodes[source]
        nodes[copy].type = original.type
        nodes[copy].typeIsInvalid = original.typeIsInvalid
        nodes[copy].description = original.description
        nodes[copy].deprecation = original.deprecation
        nodes[copy].extensions = original.extensions
        nodes[copy].extensionsValue = original.extensionsValue
        nodes[copy].value = original.value
        nodes[copy].pointer = original.pointer
        nodes[copy].location = original.location
    }

    /// Marks a group's `$extends` as applied (or abandoned after an error).
    mutating func clearExtends(_ node: Int) {
        nodes[node].extends = nil
    }
}
