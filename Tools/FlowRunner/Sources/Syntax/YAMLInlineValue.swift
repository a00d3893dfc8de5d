/// A value read where a key may also stand, with what decides whether it is one.
struct YAMLInlineValue {
    /// The value.
    let node: YAMLNode
    /// Whether the value went on past the line it started on.
    var spansLines = false
    /// Whether a plain scalar stopped at a `:` that makes it a key.
    var endedAtColon = false
    /// Whether the value is quoted or a flow collection, after which a `:` inside `[ ]` or
    /// `{ }` needs no blank.
    var isJSONLike = false
}
