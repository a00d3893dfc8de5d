import DesignSystem

/// The format arguments of one language's entry for a key, all its texts (plural forms)
/// together, and what is wrong with their numbering: an argument written as two kinds
/// (`%1$@` and `%1$lld`), and positions left out below the highest (`%1$@ %5$@`). Either one
/// makes the formatted string read an argument as the wrong type or one never given.
struct StringCatalogArguments {
    /// The most missing positions a finding lists; the rest are counted.
    static let listedGaps = 5

    /// Each argument written as more than one kind, by index from 0, with its kinds in the order
    /// `FormatString.ArgumentKind` lists them.
    let conflicts: [(index: Int, kinds: [FormatString.ArgumentKind])]
    /// The first `listedGaps` positions (from 0) left out below the highest written.
    let gaps: [Int]
    /// How many positions are left out below the highest written.
    let gapCount: Int
    /// The highest index written, or `nil` for none.
    let highestIndex: Int?

    /// Reads the arguments of `texts`. Linear in the number of arguments written: a position
    /// as large as `%999999999$@` is counted, never walked to.
    init(texts: [String]) {
        var kinds: [Int: Set<FormatString.ArgumentKind>] = [:]
        for text in texts {
            for use in FormatString(text).argumentUses { kinds[use.index, default: []].insert(use.kind) }
        }
        let order: [FormatString.ArgumentKind] = [.text, .number]
        conflicts = kinds.keys.sorted().compactMap { index in
            guard let written = kinds[index], written.count > 1 else { return nil }
            return (index, order.filter(written.contains))
        }
        let indices = kinds.keys.sorted()
        highestIndex = indices.last
        var gaps: [Int] = []
        var gapCount = 0
        var expected = 0
        for index in indices {
            if index > expected {
                gapCount += index - expected
                var missing = expected
                while missing < index, gaps.count < Self.listedGaps {
                    gaps.append(missing)
                    missing += 1
                }
            }
            expected = index + 1
        }
        self.gaps = gaps
        self.gapCount = gapCount
    }
}
