/// Finds the known name a mistyped one most likely meant.
enum Suggestion {
    /// Longer words are not compared: the distance costs the product of the two lengths.
    static let maximumLength = 64

    /// The candidate closest to `word` by edit distance, when it is close enough to be a typo:
    /// at most a third of the word's length, and at least 1.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.count <= maximumLength else { return nil }
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.count <= maximumLength {
            let distance = editDistance(Array(word), Array(candidate))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b`, counting a swap of two neighbours as one edit
    /// (optimal string alignment), since `tset` for `test` is one slip, not two.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
