import HeadlessUI

/// A line diff in unified format (`---`/`+++` headers, `@@` hunks, three lines of context).
public enum UnifiedDiff {
    /// How many unchanged lines surround each change.
    public static let context = 3

    /// The diff that turns `old` into `new`; empty when they are equal.
    public static func lines(from old: String, to new: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(from: before, to: after)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = ["--- reference", "+++ actual"]
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else {
                index += 1
                continue
            }
            let start = max(index - context, 0)
            var end = index
            // Extend the hunk while the next change is within twice the context.
            while end < script.count {
                if script[end].kind != .same {
                    end += 1
                    continue
                }
                let nextChange = script[end...].firstIndex { $0.kind != .same }
                if let nextChange, nextChange - end <= 2 * context {
                    end = nextChange
                } else {
                    break
                }
            }
            end = min(end + context, script.count)
            let hunk = script[start..<end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output += hunk.map { $0.kind.marker + $0.text }
            index = end
        }
        return output.joined(separator: "\n")
    }

    private struct Edit {
        enum Kind {
            case same, delete, insert
            var marker: String {
                switch self {
                case .same: " "
                case .delete: "-"
                case .insert: "+"
                }
            }
        }
        let kind: Kind
        let text: String
        let oldLine: Int
        let newLine: Int
    }

    private static func editScript(from before: [String], to after: [String]) -> [Edit] {
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            if oldIndex < before.count, removed.contains(oldIndex) {
                script.append(Edit(kind: .delete, text: before[oldIndex], oldLine: oldIndex, newLine: newIndex))
                oldIndex += 1
            } else if newIndex < after.count, inserted.contains(newIndex) {
                script.append(Edit(kind: .insert, text: after[newIndex], oldLine: oldIndex, newLine: newIndex))
                newIndex += 1
            } else {
                script.append(Edit(kind: .same, text: after[newIndex], oldLine: oldIndex, newLine: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return script
    }
}
