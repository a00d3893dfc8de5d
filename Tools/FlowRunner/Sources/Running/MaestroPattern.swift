/// A `text` or `id` pattern of a selector: a regular expression that must match the whole
/// string. Patterns that mean the same as plain text, or as plain text with `.` for any one
/// character (the dotted ids `login.email`, `home.item.h1`), are matched without a regular
/// expression: compiling one cost more than the rest of a flow step together. The others are
/// matched by `MaestroLinearRegex`, in time linear in the text, so no pattern can backtrack for
/// hours; a pattern that needs backtracking (a backreference, lookaround) is refused as not
/// supported. A pattern that is no valid regular expression is matched as its literal text, as
/// Maestro's `toRegexSafe` matches it (`Sign in (beta`, `*Required`).
struct MaestroPattern {
    private enum Kind {
        case literal(String)
        /// Plain characters, where `.` stands for any one character except a line break, as
        /// it does in a regular expression.
        case dotted([Character])
        case regex(MaestroLinearRegex)
    }

    private let kind: Kind
    private let source: String

    /// The characters with a meaning in a regular expression, as bytes: looking them up as
    /// characters in a string cost as much as the rest of a step.
    private static let specialBytes = Set("\\^$.|?*+()[]{}".utf8)

    /// Compiles `pattern`.
    ///
    /// - Throws: `FlowFileStepFailure` when the regular expression uses a construct that cannot be
    ///   matched in linear time.
    init(_ pattern: String) throws(FlowFileStepFailure) {
        source = pattern
        let specials = pattern.utf8.filter(Self.specialBytes.contains)
        if specials.isEmpty {
            kind = .literal(pattern)
            return
        }
        if specials.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            kind = .dotted(Array(pattern))
            return
        }
        guard (try? Regex(pattern)) != nil else {
            kind = .literal(pattern)
            return
        }
        do {
            kind = .regex(try MaestroLinearRegexParser.parse(pattern))
        } catch {
            throw FlowFileStepFailure(
                message:
                    "NOT SUPPORTED: regular expression '\(pattern)' uses \(error.construct), which needs "
                    + "backtracking; selectors may use characters, classes, groups, alternation, quantifiers and "
                    + "^ $, which match in time linear in the text")
        }
    }

    /// The automaton a regular expression is matched with; `nil` for a pattern matched as plain
    /// or dotted text, one comparison a character.
    var automaton: MaestroLinearRegex? {
        guard case let .regex(regex) = kind else { return nil }
        return regex
    }

    /// Whether the pattern matches all of `text`.
    ///
    /// - Throws: `FlowFileStepFailure` when a regular expression would take more than
    ///   `MaestroLinearRegex.stepBudget` steps on `text`.
    func matches(_ text: String) throws(FlowFileStepFailure) -> Bool {
        switch kind {
        case let .literal(literal): text == literal
        case let .dotted(pattern): Self.matches(text, dotted: pattern)
        case let .regex(regex): try regex.wholeMatches(text, pattern: source)
        }
    }

    private static func matches(_ text: String, dotted pattern: [Character]) -> Bool {
        var expected = pattern.makeIterator()
        for character in text {
            guard let wanted = expected.next() else { return false }
            let same = wanted == "." ? !character.isNewline : wanted == character
            guard same else { return false }
        }
        return expected.next() == nil
    }
}
