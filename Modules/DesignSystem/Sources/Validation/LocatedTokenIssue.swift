/// An issue with the place of the token or group it is about: in a set merged from several
/// files, what says which file to open.
public struct LocatedTokenIssue: Sendable, Equatable {
    /// What is wrong.
    public let issue: TokenIssue
    /// Where the token or group the issue is about is written (for a reference or a cycle, the
    /// token that holds the reference); nil when no file writes it, such as a token the app
    /// needs that no file defines, or a file that is not JSON (its message names the place).
    public let location: TokenLocation?

    /// Pairs `issue` with `location`.
    public init(_ issue: TokenIssue, at location: TokenLocation?) {
        self.issue = issue
        self.location = location
    }
}
