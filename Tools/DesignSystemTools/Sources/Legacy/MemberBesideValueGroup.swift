import DesignSystem

/// All members of one name that one file writes beside `$value`, named once: how many, the
/// first and the fix.
public struct MemberBesideValueGroup: Sendable, Equatable, CustomStringConvertible {
    /// The member's name.
    public let member: String
    /// The file they are in.
    public let file: String
    /// How many tokens of the file write it.
    public let count: Int
    /// The first of them in the file.
    public let example: MemberBesideValue

    /// `142 × "unit" beside $value, e.g. border.radius.small at radius.json:7; fix: move it
    /// into $extensions, as App tokens migrate radius.json --write does`.
    public var description: String { issue.description }

    /// The group as `App tokens check` reports it.
    var issue: TokenIssue {
        .memberBesideValue(member: member, file: file, count: count, path: example.path, line: example.line)
    }

    /// One group per file and member name, files in the order given, names in the order the
    /// file first writes them.
    public static func groups(_ members: [MemberBesideValue]) -> [MemberBesideValueGroup] {
        var files: [String] = []
        var namesByFile: [String: [String]] = [:]
        var byKey: [String: [String: [MemberBesideValue]]] = [:]
        for found in members {
            if byKey[found.file] == nil { files.append(found.file) }
            if byKey[found.file]?[found.member] == nil { namesByFile[found.file, default: []].append(found.member) }
            byKey[found.file, default: [:]][found.member, default: []].append(found)
        }
        return files.flatMap { file in
            (namesByFile[file] ?? []).compactMap { name -> MemberBesideValueGroup? in
                guard let all = byKey[file]?[name], let first = all.first else { return nil }
                return MemberBesideValueGroup(member: name, file: file, count: all.count, example: first)
            }
        }
    }
}
