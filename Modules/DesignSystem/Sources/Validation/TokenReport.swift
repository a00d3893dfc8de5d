/// Everything learned from a token set: the resolved tokens, the contrast table, every
/// error and every warning. `App tokens` prints it; `DesignTokens.load` refuses a set with errors.
public struct TokenReport: Sendable {
    /// The file name used in messages (the files joined with `+` when several were merged).
    public let source: String
    /// Tokens whose value could be resolved, sorted by path.
    public let tokens: [ResolvedToken]
    /// Every declared contrast pair that could be measured, in file order, per theme (app checks only).
    public let contrast: [ContrastResult]
    /// Every error found, grouped by token path.
    public let issues: [TokenIssue]
    /// What the format allows but tools may trip over (names that differ only in case).
    public let warnings: [TokenIssue]
    /// The usable tokens, present only when the app's checks ran and found no errors.
    public let designTokens: DesignTokens?

    /// Whether the set can be used.
    public var isValid: Bool { issues.isEmpty }
}
