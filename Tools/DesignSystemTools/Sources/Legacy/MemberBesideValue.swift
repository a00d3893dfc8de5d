import DesignSystem

/// A member a token writes beside `$value` (`"unit": "px"`, `"comment": "..."`): data the
/// team's own tooling reads, which the format keeps in `$extensions`.
public struct MemberBesideValue: Sendable, Equatable {
    /// The member's name as written.
    public let member: String
    /// The token's path.
    public let path: String
    /// The file name, as messages show it.
    public let file: String
    /// The 1-based line the member's value starts on.
    public let line: Int
}
