/// A parsed JSON text held flat: every value is a node in one array and containers list
/// their children by index. Nothing in it is recursive, so a document nested 10,000 levels
/// deep is built, walked and released without deep recursion.
package struct JSONDocument: Sendable {
    /// What a node holds.
    package enum Kind: UInt8, Sendable {
        case object, array, string, number, bool, null
    }

    /// One value. Strings live in `strings`; a container's children are
    /// `children[firstChild ..< firstChild + childCount]` (with their keys in `keys` for objects).
    package struct Node: Sendable {
        var kind: Kind
        var flag = false
        var number = 0.0
        var string: Int32 = -1
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        /// The 1-based line the value starts on.
        var line: Int32
        /// Byte offsets of the value's text, for keeping data exactly as written.
        package var start: Int32
        package var end: Int32 = 0
    }

    package var nodes: [Node] = []
    var strings: [String] = []
    var children: [Int32] = []
    /// For each entry of `children`: the string index of its key, or -1 inside an array.
    var keys: [Int32] = []
    /// The UTF-8 text, kept so data can be quoted as written.
    package let text: [UInt8]
    /// Values that stand in for nodes when the document is read through `value` and `string`:
    /// a value in a form from before 2025.10 is checked as its rewrite without parsing the
    /// rewritten text again.
    package var replacements: [Int: JSONValue] = [:]
    /// Member values read as moved out of their object (`App tokens migrate` moves what a file
    /// writes beside `$value` into `$extensions`): `members` and `member` leave them out.
    package var movedMembers: Set<Int> = []
    /// Keys read under another name, by the member value they name (a Tokens Studio shadow's
    /// `x` read as `offsetX`): what `members` and `member` give.
    package var renamedKeys: [Int: String] = [:]

    /// The root value's index.
    package var root: Int { 0 }

    init(text: [UInt8]) {
        self.text = text
    }

    package func kind(_ node: Int) -> Kind { nodes[node].kind }

    package func line(_ node: Int) -> Int { Int(nodes[node].line) }

    /// The members of an object, in file order.
    package func members(_ node: Int) -> [(key: String, value: Int)] {
        let item = nodes[node]
        guard item.kind == .object else { return [] }
        let range = Int(item.firstChild)..<Int(item.firstChild + item.childCount)
        let written = range.map { (key: strings[Int(keys[$0])], value: Int(children[$0])) }
        guard !movedMembers.isEmpty || !renamedKeys.isEmpty else { return written }
        return written.compactMap { member in
            movedMembers.contains(member.value) ? nil : (renamedKeys[member.value] ?? member.key, member.value)
        }
    }

    /// The elements of an array, in order.
    package func elements(_ node: Int) -> [Int] {
        let item = nodes[node]
        guard item.kind == .array else { return [] }
        return (Int(item.firstChild)..<Int(item.firstChild + item.childCount)).map { Int(children[$0]) }
    }

    /// The value of member `key` of an object, if there is one.
    package func member(_ node: Int, _ key: String) -> Int? {
        let item = nodes[node]
        guard item.kind == .object else { return nil }
        if !movedMembers.isEmpty || !renamedKeys.isEmpty { return members(node).first { $0.key == key }?.value }
        for index in Int(item.firstChild)..<Int(item.firstChild + item.childCount)
        where strings[Int(keys[index])] == key {
            return Int(children[index])
        }
        return nil
    }

    /// The string a string node holds.
    package func string(_ node: Int) -> String? {
        if !replacements.isEmpty, let replaced = replacements[node] {
            if case let .string(text) = replaced { return text }
            return nil
        }
        return nodes[node].kind == .string ? strings[Int(nodes[node].string)] : nil
    }

    /// The value's text exactly as written in the file.
    package func rawText(_ node: Int) -> String {
        let item = nodes[node]
        return String(decoding: text[Int(item.start)..<Int(item.end)], as: UTF8.self)
    }

    /// The node as a `JSONValue`, or `nil` when it is nested more than `depthLimit` levels:
    /// token values have a fixed, shallow shape, so a deeper one is wrong anyway and
    /// building it would take recursion as deep as the data.
    package func value(_ node: Int, depthLimit: Int = 64) -> JSONValue? {
        guard depthLimit >= 0 else { return nil }
        if !replacements.isEmpty, let replaced = replacements[node] { return replaced }
        let item = nodes[node]
        switch item.kind {
        case .string: return .string(strings[Int(item.string)])
        case .number: return .number(item.number)
        case .bool: return .bool(item.flag)
        case .null: return .null
        case .array:
            var items: [JSONValue] = []
            items.reserveCapacity(Int(item.childCount))
            for child in elements(node) {
                guard let converted = value(child, depthLimit: depthLimit - 1) else { return nil }
                items.append(converted)
            }
            return .array(items)
        case .object:
            var fields: [String: JSONValue] = [:]
            fields.reserveCapacity(Int(item.childCount))
            for (key, child) in members(node) {
                guard let converted = value(child, depthLimit: depthLimit - 1) else { return nil }
                fields[key] = converted
            }
            return .object(fields)
        }
    }
}
