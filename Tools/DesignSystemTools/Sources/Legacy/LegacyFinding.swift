import DesignSystem

/// One value written in a form from before DTCG 2025.10, where it is and what it becomes.
public struct LegacyFinding: Sendable, Equatable {
    /// Which earlier form the value is in.
    public let form: LegacyForm
    /// The token path, with the member inside a composite value when it is one
    /// (`type.body01.letterSpacing`), or the group's path for a group's `$type`.
    public let path: String
    /// The file name, as messages show it.
    public let file: String
    /// The 1-based line the value starts on.
    public let line: Int
    /// The value as written.
    public let found: String
    /// The value in the 2025.10 form, on one line.
    public let replacement: String
}

/// A value in an earlier form that cannot be rewritten without changing what it means.
public struct UnmigratableValue: Sendable, Equatable {
    /// The token path (with the member inside a composite value).
    public let path: String
    /// The file name, as messages show it.
    public let file: String
    /// The 1-based line the value starts on.
    public let line: Int
    /// The value as written.
    public let found: String
    /// Why it is left as it is, and what a person can do instead.
    public let reason: String
}
