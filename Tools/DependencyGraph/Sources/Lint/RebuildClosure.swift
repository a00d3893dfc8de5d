/// The `rebuild-closure` rule: a target declares every target it depends on, directly or
/// through others.
///
/// SwiftPM rebuilds a target when the module of a target it *declares* changes, and not when
/// one further down does. A change to a struct's stored properties deep down can leave the
/// modules in between byte for byte the same, and then a target holding that struct by value
/// through them is not recompiled: it keeps the old layout, and the program crashes until a
/// clean build. Declaring the whole closure puts every such module among the target's inputs.
struct RebuildClosure {
    let graph: DependencyGraph
    let rules: ModuleRules

    /// One violation per target this one reaches but does not declare.
    func violations() -> [Violation] {
        var violations: [Violation] = []
        for target in graph.targets where rules.rebuildClosureKinds.contains(rules.kind(of: target)) {
            let declared = Set(target.dependencies)
            for (reached, path) in reachablePaths(from: target) where !declared.contains(reached) {
                violations.append(
                    Violation(
                        target: target.name,
                        other: reached,
                        rule: .rebuildClosure,
                        reason: "reached through \(path.joined(separator: " -> ")) but not declared, so a change "
                            + "to a struct's stored properties in \(reached) would not rebuild \(target.name)"
                    )
                )
            }
        }
        return violations
    }

    /// Whether `dependency`, declared by `target`, is also reached through another of its
    /// declared dependencies: declared for the rebuild, not for an import.
    func isReachedThroughAnother(_ dependency: String, of target: PackageTarget) -> Bool {
        guard rules.rebuildClosureKinds.contains(rules.kind(of: target)) else { return false }
        return target.dependencies.contains { other in
            other != dependency
                && graph.target(named: other).map { reachablePaths(from: $0)[dependency] != nil } == true
        }
    }

    /// Every target reachable from `target` through declared target dependencies, each with
    /// the shortest path to it (starting at `target`).
    private func reachablePaths(from target: PackageTarget) -> [String: [String]] {
        var paths: [String: [String]] = [:]
        var queue: [(name: String, path: [String])] = target.dependencies.map { ($0, [target.name, $0]) }
        var next = 0
        while next < queue.count {
            let (name, path) = queue[next]
            next += 1
            guard name != target.name, paths[name] == nil else { continue }
            paths[name] = path
            for dependency in graph.target(named: name)?.dependencies ?? [] where paths[dependency] == nil {
                queue.append((dependency, path + [dependency]))
            }
        }
        return paths
    }
}
