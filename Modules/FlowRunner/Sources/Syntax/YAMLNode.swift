/// One value of the YAML subset flow files use, with where it starts.
struct YAMLNode: Sendable {
    /// The shape of a value.
    enum Kind: Sendable {
        /// Nothing after a key or a dash.
        case null
        /// A string; `isQuoted` tells `"true"` from `true`.
        case scalar(String, isQuoted: Bool)
        /// A list.
        case sequence([YAMLNode])
        /// Keys in the order written.
        case mapping([YAMLEntry])
    }

    /// The value.
    let kind: Kind
    /// Where the value starts.
    let location: FlowSourceLocation

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
    /// The key text.
    let key: String
    /// Where the key starts.
    let keyLocation: FlowSourceLocation
    /// The value.
    let value: YAMLNode
}
