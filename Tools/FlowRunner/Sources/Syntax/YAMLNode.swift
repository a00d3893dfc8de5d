/// One value of a YAML document, with where it starts.
struct YAMLNode: Sendable {
    /// The shape of a value.
    enum Kind: Sendable {
        /// Nothing after a key or a dash.
        case null
        /// A string; `isQuoted` tells `"true"` from `true` (block scalars count as quoted).
        case scalar(String, isQuoted: Bool)
        /// A list.
        case sequence([YAMLNode])
        /// Keys in the order written.
        case mapping([YAMLEntry])
    }

    /// The value.
    let kind: Kind
    /// Where the value starts.
    let location: FlowFileSourceLocation
    /// The value's tag, resolved to its full name (`tag:yaml.org,2002:str` for `!!str`,
    /// `!local` for a local tag, `!` for the non-specific `!`); `nil` when none was written.
    let tag: String?

    /// A value with no tag.
    init(kind: Kind, location: FlowFileSourceLocation) {
        self.init(kind: kind, location: location, tag: nil)
    }

    /// A value with the tag written before it.
    init(kind: Kind, location: FlowFileSourceLocation, tag: String?) {
        self.kind = kind
        self.location = location
        self.tag = tag
    }

    /// A word for the shape, used in "expected ..., found ..." messages.
    var shapeName: String {
        switch kind {
        case .null: "nothing"
        case .scalar: "a string"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
struct YAMLEntry: Sendable {
    /// The key text: a scalar key as written, an empty key as "", a list or mapping key
    /// (`? [a, b]`) in flow style.
    let key: String
    /// Where the key starts.
    let keyLocation: FlowFileSourceLocation
    /// The value.
    let value: YAMLNode
    /// The key as a value, for keys that are not plain text.
    let keyNode: YAMLNode

    /// An entry whose key is the string `key`.
    init(key: String, keyLocation: FlowFileSourceLocation, value: YAMLNode) {
        self.init(
            keyNode: YAMLNode(kind: .scalar(key, isQuoted: false), location: keyLocation), value: value)
    }

    /// An entry whose key is any value.
    init(keyNode: YAMLNode, value: YAMLNode) {
        self.key = Self.text(of: keyNode)
        self.keyLocation = keyNode.location
        self.value = value
        self.keyNode = keyNode
    }

    private static func text(of node: YAMLNode) -> String {
        switch node.kind {
        case .null: ""
        case let .scalar(text, _): text
        case let .sequence(items): "[" + items.map(text(of:)).joined(separator: ", ") + "]"
        case let .mapping(entries):
            "{" + entries.map { "\($0.key): \(text(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
