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
        for target in graph.targets where applies(to: target) {
            let cameFrom = walk(from: target)
            let declared = Set(target.dependencies)
            for missing in cameFrom.keys.sorted() where !declared.contains(missing) {
                var path = [missing]
                while let previous = cameFrom[path[0]] { path.insert(previous, at: 0) }
                violations.append(
                    Violation(
                        target: target.name,
                        other: missing,
                        rule: .rebuildClosure,
                        reason: "reached through \(path.joined(separator: " -> ")) but not declared, so a change "
                            + "to a struct's stored properties in \(missing) would not rebuild \(target.name)"
                    )
                )
            }
        }
        return violations
    }

    /// Whether `dependency`, declared by `target`, is also reached through another of its
    /// declared dependencies: declared for the rebuild, not for an import.
    func isReachedThroughAnother(_ dependency: String, of target: PackageTarget) -> Bool {
        guard applies(to: target) else { return false }
        return target.dependencies.contains { other in
            guard other != dependency, let through = graph.target(named: other) else { return false }
            return walk(from: through)[dependency] != nil
        }
    }

    /// Whether `edge` may be declared for the rebuild alone: its end is also reached through
    /// another declared dependency. Such an edge says nothing about what the target uses, so the
    /// layer and feature rules judge it by the target's imports instead (``ImportRules``): a tool
    /// built on App declares every feature, and may import none of them.
    func isDeclaredOnlyForRebuild(_ edge: Edge) -> Bool {
        guard let from = graph.target(named: edge.from) else { return false }
        return isReachedThroughAnother(edge.to, of: from)
    }

    private func applies(to target: PackageTarget) -> Bool {
        rules.rebuildClosureKinds.contains(rules.kind(of: target))
    }

    /// Every target `start` reaches through declared dependencies, breadth first, each with the
    /// target it was first reached from (so following them back gives a shortest path). A loop
    /// back to `start` is not followed: the `cycle` rule reports it.
    private func walk(from start: PackageTarget) -> [String: String] {
        var cameFrom: [String: String] = [:]
        var queue: [String] = []
        func visit(_ name: String, from previous: String) {
            guard name != start.name, cameFrom[name] == nil, graph.target(named: name) != nil else { return }
            cameFrom[name] = previous
            queue.append(name)
        }
        for dependency in start.dependencies { visit(dependency, from: start.name) }
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            for dependency in graph.target(named: name)?.dependencies ?? [] { visit(dependency, from: name) }
        }
        return cameFrom
    }
}
