import DesignSystem

/// Everything learned from a token set: the resolved tokens, the contrast table, every
/// error and every warning, as `App tokens` prints it.
public struct TokenReport: Sendable {
    /// The file name used in messages: the files joined with `+` when several were merged,
    /// or the first and the last with their count when there are more than eight.
    public let source: String
    /// Tokens whose value could be resolved, sorted by path.
    public let tokens: [ResolvedToken]
    /// Every declared contrast pair that could be measured, in file order, per theme (app checks only).
    public let contrast: [ContrastResult]
    /// Every error found, grouped by token path.
    public let issues: [TokenIssue]
    /// Every value in a form from before DTCG 2025.10, in file order; errors unless the
    /// caller accepts earlier forms (`isValidAcceptingLegacyForms`).
    public let legacyForms: [LegacyFinding]
    /// Values in an earlier form that no rewrite keeps the meaning of, with why; the check
    /// reports them as errors, and their reasons are the fixes.
    public let unmigratable: [UnmigratableValue]
    /// What the format allows but tools may trip over (names that differ only in case).
    public let warnings: [TokenIssue]
    /// The usable tokens, present only when the app's checks ran and found no errors.
    public let designTokens: DesignTokens?

    /// Whether the set is valid DTCG 2025.10 as written.
    public var isValid: Bool { issues.isEmpty && legacyForms.isEmpty }

    /// Whether the set is valid once its earlier forms are read as their 2025.10 rewrites.
    public var isValidAcceptingLegacyForms: Bool { issues.isEmpty }
}
