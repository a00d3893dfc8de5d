/// A token with its alias followed and its value parsed.
public struct ResolvedToken: Sendable, Equatable {
    /// Dot-separated path, e.g. `theme.dark.brand`.
    public let path: String
    /// The resolved value (its type is `value.type`).
    public let value: TokenValue
    /// The path the token aliases, when its value is `{...}`.
    public let aliasOf: String?
    /// `$description`, if any.
    public let description: String?
    /// Why the token is deprecated, `nil` when it is current.
    public let deprecation: String?
    /// The token's `$extensions` exactly as written in the file; `nil` when absent.
    public let extensions: String?
}
