import DesignSystem

/// Token sets merged one over another, as the resolver merges them: a group merges member by
/// member with the group of the same name, and anything else (a token, a `$` property, a value
/// that is not a group) replaces what had its name, keeping its place; new names go last.
///
/// Members are found by name in one hash lookup, so merging a set costs what that set holds,
/// however large the merged set has grown; the cost is charged to a `WorkBudget`. A group
/// merged whole is kept as written until something merges into it.
final class MergedTokenSet {
    private final class Group {
        var names: [String] = []
        var members: [String: Member] = [:]
    }

    private enum Member {
        /// A token, a property, or a group nothing has merged into yet, as written.
        case written(WrittenJSON)
        case group(Group)
    }

    private let root = Group()

    /// An empty set.
    init() {}

    /// Merges `source`, an object of groups and tokens (anything else adds nothing).
    ///
    /// - Returns: False when `budget` ran out; the merge is then unfinished.
    func merge(_ source: WrittenJSON, budget: inout WorkBudget) -> Bool {
        Self.merge(source.members, into: root, budget: &budget)
    }

    /// The merged set as JSON, members in the order their names first came.
    var written: WrittenJSON { Self.written(root) }

    /// Recurses once per level of groups, which `WrittenJSON.depthLimit` bounds.
    private static func merge(
        _ incoming: [(key: String, value: WrittenJSON)], into group: Group, budget: inout WorkBudget
    ) -> Bool {
        // Telling a group from a token reads each object's members once.
        guard budget.charge(incoming.reduce(incoming.count) { $0 + $1.value.members.count }) else { return false }
        for (key, value) in incoming {
            guard let existing = group.members[key] else {
                group.names.append(key)
                group.members[key] = .written(value)
                continue
            }
            guard isGroup(value, named: key) else {
                group.members[key] = .written(value)
                continue
            }
            switch existing {
            case let .group(inner):
                guard merge(value.members, into: inner, budget: &budget) else { return false }
            case let .written(old):
                guard isGroup(old, named: key) else {
                    group.members[key] = .written(value)
                    continue
                }
                let inner = Group()
                guard merge(old.members, into: inner, budget: &budget),
                    merge(value.members, into: inner, budget: &budget)
                else { return false }
                group.members[key] = .group(inner)
            }
        }
        return true
    }

    /// Whether `value`, under the name `key`, is a group that merges rather than replaces.
    private static func isGroup(_ value: WrittenJSON, named key: String) -> Bool {
        guard case .object = value else { return false }
        return !value.isToken && !key.hasPrefix("$")
    }

    private static func written(_ group: Group) -> WrittenJSON {
        .object(
            group.names.map { name in
                switch group.members[name] {
                case let .written(value)?: (name, value)
                case let .group(inner)?: (name, written(inner))
                case nil: (name, .object([]))
                }
            })
    }
}
