/// Decides whether one character is accepted at a place of a pattern: a literal character, or
/// a class, escape or `.` that Swift's `Regex` decides, so that it means exactly what it means
/// in a Swift regular expression. Answers are remembered, as a screen's texts repeat their
/// characters.
final class MaestroRegexCharacterTest {
    private enum Kind {
        case literal(Character)
        case regex(Regex<AnyRegexOutput>)
    }

    private let kind: Kind
    private var answers: [Character: Bool] = [:]

    /// Accepts exactly `character`.
    init(literal character: Character) {
        kind = .literal(character)
    }

    /// Accepts what the one-character regular expression `source` (`.`, `[a-z]`, `\d`) matches.
    ///
    /// - Returns: nil when `source` does not parse on its own.
    init?(regex source: String) {
        guard let regex = try? Regex(source) else { return nil }
        kind = .regex(regex)
    }

    /// Whether `character` is accepted.
    func accepts(_ character: Character) -> Bool {
        switch kind {
        case let .literal(literal):
            return character == literal
        case let .regex(regex):
            if let known = answers[character] { return known }
            let answer = String(character).wholeMatch(of: regex) != nil
            answers[character] = answer
            return answer
        }
    }
}
