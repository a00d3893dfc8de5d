/// A token as written in the file, before its value is parsed or its alias followed.
struct RawToken: Sendable {
    /// Dot-separated path from the root, e.g. `theme.light.brand`.
    let path: String
    /// `$type` of the token or of its nearest group that declares one.
    let declaredType: TokenType?
    /// `$value` as written.
    let value: JSONValue
    /// `$description`, if any.
    let description: String?
    /// `$deprecated`: `true` or a reason; `nil` when the token is current.
    let deprecation: String?
    /// `$extensions`, kept intact.
    let extensions: JSONValue?

    /// The referenced path when the value is an alias such as `{palette.blue-700}`.
    var aliasTarget: String? { Self.aliasTarget(in: value) }

    /// The path inside `{...}` when `value` is a string that is exactly one alias.
    static func aliasTarget(in value: JSONValue) -> String? {
        guard case let .string(text) = value, text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
