import DesignSystem

/// Everything learned from a token set: the resolved tokens, the contrast table, every
/// error and every warning, as `App tokens` prints it.
public struct TokenReport: Sendable {
    /// The set's name in messages that belong to no one file: the file's name, the files
    /// joined with `+` when several were merged, or the first and the last with their count
    /// when there are more than eight.
    public let source: String
    /// The files checked, in the order they were merged, named as messages name them.
    public let files: [String]
    /// Tokens whose value could be resolved, sorted by path.
    public let tokens: [ResolvedToken]
    /// Every declared contrast pair that could be measured, in file order, per theme (app checks only).
    public let contrast: [ContrastResult]
    /// Every error found, grouped by token path, each with the place of its token.
    public let locatedIssues: [LocatedTokenIssue]
    /// Every value in a form from before DTCG 2025.10, in file order; errors unless the
    /// caller accepts earlier forms (`isValidAcceptingLegacyForms`).
    public let legacyForms: [LegacyFinding]
    /// Every member a token writes beside `$value` that belongs in `$extensions`, in file
    /// order: errors, whatever the format version.
    public let membersBesideValue: [MemberBesideValue]
    /// Values in an earlier form that no rewrite keeps the meaning of, with why; the check
    /// reports them as errors, and their reasons are the fixes.
    public let unmigratable: [UnmigratableValue]
    /// What the format allows but tools may trip over (names that differ only in case), each
    /// with the place of its token or group.
    public let locatedWarnings: [LocatedTokenIssue]
    /// The usable tokens, present only when the app's checks ran and found no errors.
    public let designTokens: DesignTokens?

    /// Every error found, grouped by token path.
    public var issues: [TokenIssue] { locatedIssues.map(\.issue) }

    /// What the format allows but tools may trip over.
    public var warnings: [TokenIssue] { locatedWarnings.map(\.issue) }

    /// Every error in one list: the issues, then each earlier form and each member beside
    /// `$value` named once per file, as a message about the whole set lists them.
    public var everyError: [TokenIssue] {
        issues + LegacyFormGroup.groups(legacyForms).map(\.issue)
            + MemberBesideValueGroup.groups(membersBesideValue).map(\.issue)
    }

    /// Whether the set is valid DTCG 2025.10 as written.
    public var isValid: Bool { isValidAcceptingLegacyForms && legacyForms.isEmpty }

    /// Whether the set is valid once its earlier forms are read as their 2025.10 rewrites.
    public var isValidAcceptingLegacyForms: Bool { locatedIssues.isEmpty && membersBesideValue.isEmpty }
}
