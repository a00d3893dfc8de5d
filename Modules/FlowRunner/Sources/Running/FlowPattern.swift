/// A `text` or `id` pattern of a selector: a regular expression that must match the whole
/// string. Patterns that mean the same as plain text, or as plain text with `.` for any one
/// character (the dotted ids `login.email`, `home.item.h1`), are matched without compiling a
/// regular expression: compiling one cost more than the rest of a flow step together.
struct FlowPattern {
    private enum Kind {
        case literal(String)
        /// Plain characters, where `.` stands for any one character except a line break, as
        /// it does in a regular expression.
        case dotted([Character])
        case regex(Regex<AnyRegexOutput>)
    }

    private let kind: Kind

    /// The characters with a meaning in a regular expression, as bytes: looking them up as
    /// characters in a string cost as much as the rest of a step.
    private static let specialBytes = Set("\\^$.|?*+()[]{}".utf8)

    /// Compiles `pattern`.
    ///
    /// - Throws: `FlowStepFailure` when the regular expression does not parse.
    init(_ pattern: String) throws(FlowStepFailure) {
        let specials = pattern.utf8.filter(Self.specialBytes.contains)
        if specials.isEmpty {
            kind = .literal(pattern)
            return
        }
        if specials.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            kind = .dotted(Array(pattern))
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
        case let .dotted(pattern): Self.matches(text, dotted: pattern)
        case let .regex(regex): text.wholeMatch(of: regex) != nil
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
