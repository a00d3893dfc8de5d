/// A regular expression that matches a whole text in time linear in the text: a Thompson
/// automaton of the pattern, run over the text's characters with every live state at once, so
/// no pattern backtracks (`(a+)+b` against forty `a`s takes forty steps, not 2^40).
///
/// It reads the regular expressions that need no backtracking: characters, `.`, classes and
/// escapes such as `[a-z]`, `\d` or `\p{L}` (each decided by Swift's `Regex` for one character,
/// so they mean what they mean there), groups, alternation, the quantifiers `*`, `+`, `?` and
/// `{m,n}` (lazy or not: for a whole match it is the same), and `^` and `$`. Backreferences,
/// lookaround, atomic groups, possessive quantifiers, word boundaries, inline options and
/// quoting are refused by `MaestroLinearRegexParser`, naming the construct.
struct MaestroLinearRegex {
    /// One step of the automaton.
    enum Instruction {
        /// Consumes one character the test accepts.
        case character(MaestroRegexCharacterTest)
        /// Goes on at both places.
        case split(Int, Int)
        /// Goes on at the place.
        case jump(Int)
        /// Goes on only at the start of the text.
        case atStart
        /// Goes on only at the end of the text.
        case atEnd
        /// The whole pattern matched.
        case match
    }

    /// The most steps (characters times live states) one match may take before it is refused.
    static let stepBudget = 50_000_000

    let instructions: [Instruction]

    /// Whether the pattern matches all of `text`.
    ///
    /// - Parameters:
    ///   - pattern: The pattern as written, for the error.
    ///   - budget: The most steps the match may take.
    /// - Throws: `FlowFileStepFailure` when matching would take more than `budget` steps (a long
    ///   pattern against a very long text).
    func wholeMatches(_ text: String, pattern: String, budget: Int = stepBudget) throws(FlowFileStepFailure) -> Bool {
        let characters = Array(text)
        var current = States(count: instructions.count)
        var next = States(count: instructions.count)
        var steps = 0
        addClosure(of: 0, at: 0, length: characters.count, to: &current)
        for (position, character) in characters.enumerated() {
            steps += current.members.count
            guard steps <= budget else {
                throw FlowFileStepFailure(
                    message:
                        "Matching the regular expression '\(pattern.prefix(80))' against a text of "
                        + "\(characters.count) characters takes more than \(budget) steps")
            }
            next.clear()
            for index in current.members {
                guard case let .character(test) = instructions[index], test.accepts(character) else { continue }
                addClosure(of: index + 1, at: position + 1, length: characters.count, to: &next)
            }
            guard !next.members.isEmpty else { return false }
            swap(&current, &next)
        }
        return current.members.contains { if case .match = instructions[$0] { true } else { false } }
    }

    /// Adds `start` and every instruction it reaches without consuming a character at
    /// `position` to `states`: the instructions that consume one, and `match`.
    private func addClosure(of start: Int, at position: Int, length: Int, to states: inout States) {
        var pending = [start]
        while let index = pending.popLast() {
            guard states.mark(index) else { continue }
            switch instructions[index] {
            case .character, .match:
                states.members.append(index)
            case let .split(first, second):
                pending.append(second)
                pending.append(first)
            case let .jump(target):
                pending.append(target)
            case .atStart:
                if position == 0 { pending.append(index + 1) }
            case .atEnd:
                if position == length { pending.append(index + 1) }
            }
        }
    }

    /// A set of instructions, cleared in time proportional to what was added since the last
    /// clearing: `members` are the ones that consume a character or match, in the order added.
    private struct States {
        var members: [Int] = []
        private var marked: [Bool]
        private var touched: [Int] = []

        init(count: Int) {
            marked = Array(repeating: false, count: count)
        }

        /// Marks `index`; false when it was marked already.
        mutating func mark(_ index: Int) -> Bool {
            guard !marked[index] else { return false }
            marked[index] = true
            touched.append(index)
            return true
        }

        mutating func clear() {
            for index in touched { marked[index] = false }
            touched.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
        }
    }
}
