/// Everything learned from one tokens file: the resolved tokens, the contrast table and
/// every issue. `App tokens --check` prints it; `DesignTokens.load` refuses a file with issues.
public struct TokenReport: Sendable {
    /// The file name used in messages.
    public let source: String
    /// Tokens whose value could be resolved, sorted by path.
    public let tokens: [ResolvedToken]
    /// Every declared contrast pair that could be measured, in file order, per theme.
    public let contrast: [ContrastResult]
    /// Every issue found, in the order the checks ran.
    public let issues: [TokenIssue]
    /// The usable tokens, present only when there are no issues.
    public let designTokens: DesignTokens?

    /// Whether the file can be used.
    public var isValid: Bool { issues.isEmpty }
}
