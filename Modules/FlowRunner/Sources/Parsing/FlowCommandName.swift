/// The command names a flow may use, as written in the file.
enum FlowCommandName: String, CaseIterable {
    case launchApp, clearState, tapOn, inputText, eraseText, back, swipe, openLink
    case assertVisible, assertNotVisible, takeScreenshot, runFlow, `repeat`, scroll

    /// The known name a typo most likely meant: same letters in another case, or at most
    /// two edits away.
    static func closest(to name: String) -> FlowCommandName? {
        if let sameLetters = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return sameLetters
        }
        let scored = allCases.map { ($0, editDistance($0.rawValue.lowercased(), name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistance(_ left: String, _ right: String) -> Int {
        let left = Array(left)
        let right = Array(right)
        guard !left.isEmpty else { return right.count }
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
