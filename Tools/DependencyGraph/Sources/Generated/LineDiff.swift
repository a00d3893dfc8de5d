/// A unified diff of two texts, line by line, for the messages that show what went stale.
public enum LineDiff {
    private enum Step: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The unified diff from `old` to `new` with `context` unchanged lines around each change,
    /// headed by `---`/`+++` lines naming the two sides; empty when the texts are equal.
    public static func unified(
        from old: String,
        to new: String,
        oldName: String,
        newName: String,
        context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let steps = steps(from: lines(old), to: lines(new))
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(steps, context: context) {
            output += render(hunk, steps: steps)
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The edit script from a longest common subsequence; the texts compared here are a few
    /// hundred lines, so the quadratic table is cheap.
    private static func steps(from old: [String], to new: [String]) -> [Step] {
        let rows = old.count
        let columns = new.count
        var table = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                table[row][column] =
                    old[row] == new[column]
                    ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
            }
        }
        var steps: [Step] = []
        var row = 0
        var column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                steps.append(.same(old[row]))
                row += 1
                column += 1
            } else if row < rows, column == columns || table[row + 1][column] >= table[row][column + 1] {
                // Removals before additions, as diff(1) prints a changed line.
                steps.append(.removed(old[row]))
                row += 1
            } else {
                steps.append(.added(new[column]))
                column += 1
            }
        }
        return steps
    }

    /// Ranges of steps to print: each change widened by `context`, overlapping ones joined.
    private static func hunks(_ steps: [Step], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, step) in steps.enumerated() {
            if case .same = step { continue }
            let range = max(0, index - context)..<min(steps.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func render(_ hunk: Range<Int>, steps: [Step]) -> String {
        var oldStart = 1
        var newStart = 1
        for step in steps[..<hunk.lowerBound] {
            switch step {
            case .same:
                oldStart += 1
                newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        var body = ""
        var oldCount = 0
        var newCount = 0
        for step in steps[hunk] {
            switch step {
            case .same(let line):
                body += " \(line)\n"
                oldCount += 1
                newCount += 1
            case .removed(let line):
                body += "-\(line)\n"
                oldCount += 1
            case .added(let line):
                body += "+\(line)\n"
                newCount += 1
            }
        }
        // An empty side starts before its first line, as diff(1) writes it.
        let oldFirst = oldCount == 0 ? oldStart - 1 : oldStart
        let newFirst = newCount == 0 ? newStart - 1 : newStart
        return "@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@\n" + body
    }
}
