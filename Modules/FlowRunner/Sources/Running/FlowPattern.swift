/// A `text` or `id` pattern of a selector: a regular expression that must match the whole
/// string. Patterns without special characters are compared as plain text, which means the
/// same and spares compiling a regular expression for the common case.
struct FlowPattern {
    private enum Kind {
        case literal(String)
        case regex(Regex<AnyRegexOutput>)
    }

    private let kind: Kind

    /// Compiles `pattern`.
    ///
    /// - Throws: `FlowStepFailure` when the regular expression does not parse.
    init(_ pattern: String) throws(FlowStepFailure) {
        if !pattern.contains(where: { "\\^$.|?*+()[]{}".contains($0) }) {
            kind = .literal(pattern)
            return
        }
        do {
            kind = .regex(try Regex(pattern))
        } catch {
            throw FlowStepFailure(.invalidPattern(pattern, reason: String(describing: error)))
        }
    }

    /// Whether the pattern matches all of `text`.
    func matches(_ text: String) -> Bool {
        switch kind {
        case let .literal(literal): text == literal
        case let .regex(regex): text.wholeMatch(of: regex) != nil
        }
    }
}
