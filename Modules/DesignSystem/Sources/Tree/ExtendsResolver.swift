/// Applies every group's `$extends`: the group receives its target's members it does not
/// define itself, as a deep merge. A target is complete before a group copies it (its own
/// `$extends` and those of its members applied first), so chains work in any order; what can
/// never be applied is a cycle, reported once.
///
/// One walk over the tree, a group before its members, with an explicit stack: reaching a
/// group's target walks that target's members first, and each group is walked once, so a
/// chain of thousands of `$extends` costs time in proportion to its length. What the merges
/// copy is counted against the tree's `copyLimit`.
enum ExtendsResolver {
    static func apply(to tree: inout TokenTree) {
        let targetOf = validTargets(in: &tree)
        var walk = ExtendsWalk(targetOf: targetOf, nodeCount: tree.nodes.count, copyLimit: tree.copyLimit)
        walk.run(on: &tree)
        for (group, _) in tree.extendingGroups { tree.clearExtends(group) }
    }

    /// Each group's target, for the groups whose `$extends` names a group outside themselves;
    /// the others are reported here.
    private static func validTargets(in tree: inout TokenTree) -> [Int: Int] {
        let order = TreeOrder(tree)
        var targetOf: [Int: Int] = [:]
        for (group, reference) in tree.extendingGroups {
            guard Reference.pathProblem(reference) == nil, let target = tree.lookup(reference) else {
                tree.report(
                    .brokenExtends(path: tree.path(of: group), target: reference, reason: "no group has this path"),
                    about: group)
                continue
            }
            if tree.nodes[target].isToken {
                tree.report(
                    .brokenExtends(
                        path: tree.path(of: group), target: reference, reason: "it names a token, expected a group"),
                    about: group)
                continue
            }
            if order.isAncestor(target, of: group) {
                let path = tree.path(of: group)
                tree.report(.extendsCycle([path, reference, path]), about: group)
                continue
            }
            targetOf[group] = target
        }
        return targetOf
    }
}

/// Where each node of the tree starts and ends in a walk from the root, so whether one node
/// encloses another is two comparisons instead of a walk up a deep tree.
private struct TreeOrder {
    private var enter: [Int]
    private var exit: [Int]

    init(_ tree: TokenTree) {
        enter = Array(repeating: -1, count: tree.nodes.count)
        exit = Array(repeating: -1, count: tree.nodes.count)
        var clock = 0
        var pending: [(node: Int, leaving: Bool)] = [(TokenTree.root, false)]
        while let (node, leaving) = pending.popLast() {
            clock += 1
            if leaving {
                exit[node] = clock
                continue
            }
            enter[node] = clock
            pending.append((node, true))
            for child in tree.nodes[node].children.values { pending.append((child, false)) }
        }
    }

    /// Whether `ancestor` is `node` or encloses it.
    func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        enter[ancestor] >= 0 && enter[ancestor] <= enter[node] && exit[node] <= exit[ancestor]
    }
}
