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
        fileGroups(members, file: \.file, kind: \.member).compactMap { group in
            group.findings.first.map {
                MemberBesideValueGroup(member: group.kind, file: group.file, count: group.findings.count, example: $0)
            }
        }
    }
}
