/// Applies every group's `$extends`: the group receives its target's members it does not
/// define itself, as a deep merge. Targets are applied before the groups that copy them,
/// so chains work in any order; what can never be applied is a cycle, reported once.
enum ExtendsResolver {
    static func apply(to tree: inout TokenTree) {
        var targetOf: [Int: Int] = [:]
        for (group, reference) in tree.extendingGroups {
            let path = tree.path(of: group)
            guard Reference.pathProblem(reference) == nil, let target = tree.lookup(reference) else {
                tree.issues.append(.brokenExtends(path: path, target: reference, reason: "no group has this path"))
                tree.clearExtends(group)
                continue
            }
            if tree.nodes[target].isToken {
                tree.issues.append(
                    .brokenExtends(path: path, target: reference, reason: "it names a token, expected a group"))
                tree.clearExtends(group)
                continue
            }
            if isAncestor(target, of: group, in: tree) {
                tree.issues.append(.extendsCycle([path, reference, path]))
                tree.clearExtends(group)
                continue
            }
            targetOf[group] = target
        }

        var progress = true
        while progress {
            progress = false
            for group in targetOf.keys.sorted() {
                guard let target = targetOf[group] else { continue }
                // A target still waiting for its own (or a member's) extension is copied later.
                let waiting = targetOf.keys.contains {
                    $0 != group && ($0 == target || isAncestor(target, of: $0, in: tree))
                }
                guard !waiting else { continue }
                tree.deepMerge(from: target, into: group)
                tree.clearExtends(group)
                targetOf[group] = nil
                progress = true
            }
        }
        reportCycles(targetOf, in: &tree)
    }

    /// Whatever is left waits on a cycle: each cycle once, then the groups that wait on one.
    private static func reportCycles(_ targetOf: [Int: Int], in tree: inout TokenTree) {
        var reported = Set<Int>()
        for start in targetOf.keys.sorted() where !reported.contains(start) {
            var chain: [Int] = []
            var current: Int? = start
            while let node = current, !chain.contains(node), !reported.contains(node) {
                chain.append(node)
                current = targetOf[node]
            }
            if let node = current, let loopStart = chain.firstIndex(of: node) {
                let loop = chain[loopStart...].map { tree.path(of: $0) }
                if let smallest = loop.indices.min(by: { loop[$0] < loop[$1] }) {
                    let rotated = Array(loop[smallest...] + loop[..<smallest])
                    tree.issues.append(.extendsCycle(rotated + [rotated[0]]))
                }
                reported.formUnion(chain[loopStart...])
            }
        }
        for group in targetOf.keys.sorted() {
            if !reported.contains(group), let target = targetOf[group] {
                tree.issues.append(
                    .brokenExtends(
                        path: tree.path(of: group), target: tree.path(of: target),
                        reason: "its target cannot be extended: its own $extends is circular"))
            }
            tree.clearExtends(group)
        }
    }

    /// Whether `ancestor` is `node` or encloses it.
    static func isAncestor(_ ancestor: Int, of node: Int, in tree: TokenTree) -> Bool {
        var current = node
        while current >= TokenTree.root {
            if current == ancestor { return true }
            current = tree.nodes[current].parent
        }
        return false
    }
}
