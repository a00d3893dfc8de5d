/// A token set the check refuses, as `App tokens` prints it: one line per issue, each prefixed
/// with the file name, as the loader's `TokenValidationError` reads, with what only the check finds.
struct TokenCheckErrors: CustomStringConvertible {
    /// The file the issues were found in, as shown in messages.
    let source: String
    /// Every issue, in the order given.
    let issues: [TokenCheckIssue]

    var description: String {
        let count = issues.count == 1 ? "1 error" : "\(issues.count) errors"
        return "\(source): \(count)\n" + issues.map { "\(source): \($0)" }.joined(separator: "\n")
    }
}
