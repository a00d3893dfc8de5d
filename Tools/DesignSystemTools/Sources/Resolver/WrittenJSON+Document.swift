import DesignSystem

extension WrittenJSON {
    /// How deeply a resolver document or a token file it names may nest: token files are
    /// a few levels of groups, and building the value takes recursion as deep as the data.
    static let depthLimit = 256

    /// The node of `document` with its members in file order and numbers as written; nil when
    /// it nests deeper than `depthLimit`.
    init?(_ document: JSONDocument, node: Int, depth: Int = 0) {
        guard depth <= Self.depthLimit else { return nil }
        switch document.kind(node) {
        case .string: self = .string(document.string(node) ?? "")
        case .number, .bool, .null: self = .literal(document.rawText(node))
        case .array:
            var items: [WrittenJSON] = []
            for child in document.elements(node) {
                guard let item = WrittenJSON(document, node: child, depth: depth + 1) else { return nil }
                items.append(item)
            }
            self = .array(items)
        case .object:
            var members: [(key: String, value: WrittenJSON)] = []
            for (key, child) in document.members(node) {
                guard let item = WrittenJSON(document, node: child, depth: depth + 1) else { return nil }
                members.append((key, item))
            }
            self = .object(members)
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> WrittenJSON? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string a string value holds.
    var stringValue: String? {
        if case let .string(text) = self { text } else { nil }
    }

    /// The members of an object, in order; empty for anything else.
    var members: [(key: String, value: WrittenJSON)] {
        if case let .object(members) = self { members } else { [] }
    }

    /// Whether the value is a token (an object with `$value`) rather than a group.
    var isToken: Bool { self["$value"] != nil }
}
