/// A tokens file that cannot be used, with every issue found in it, not only the first.
public struct TokenValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the issues were found in, as shown in messages (e.g. `tokens.json`).
    public let source: String
    /// Every issue, in the order given (the loader sorts them by token path).
    public let issues: [TokenIssue]

    /// Creates the error for `issues` found in `source`.
    public init(source: String, issues: [TokenIssue]) {
        self.source = source
        self.issues = issues
    }

    /// One line per issue, each prefixed with the file name.
    public var description: String {
        let count = issues.count == 1 ? "1 error" : "\(issues.count) errors"
        return "\(source): \(count)\n" + issues.map { "\(source): \($0)" }.joined(separator: "\n")
    }
}
