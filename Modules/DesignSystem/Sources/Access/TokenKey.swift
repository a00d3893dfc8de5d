/// A Swift name for a token the app reads. Its raw value is the token's name in the file;
/// the type says which group it lives in and what type it must have.
public protocol TokenKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The group path the tokens live under, e.g. `spacing`.
    static var group: String { get }
    /// The `$type` every token of the group must have.
    static var tokenType: TokenType { get }
}

extension TokenKey {
    /// The token's full path in the file, e.g. `spacing.medium`.
    public var path: String { Self.group + "." + rawValue }
}
