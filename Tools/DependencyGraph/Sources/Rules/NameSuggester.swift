/// Finds the closest known name to a misspelled one, for "did you mean" hints.
enum NameSuggester {
    static func hint(for word: String, among candidates: [String]) -> String {
        guard let best = candidates.min(by: { distance(word, $0) < distance(word, $1) }),
            distance(word, best) <= max(2, best.count / 3)
        else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// Levenshtein distance.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: right.count)
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            previous = current
        }
        return previous[right.count]
    }
}
