/// Finds the tallest dependency chain among non-test targets (tests sit on top of what they test).
enum HeightFinder {
    /// The longest chain, top first; loops are cut where they close.
    static func tallestChain(in graph: DependencyGraph) -> [String] {
        var below: [String: [String]] = [:]
        var visiting: Set<String> = []
        func chain(from name: String) -> [String] {
            if let known = below[name] { return known }
            guard let target = graph.target(named: name), !visiting.contains(name) else { return [] }
            visiting.insert(name)
            var best: [String] = []
            for dependency in target.dependencies where graph.target(named: dependency)?.kind != .test {
                let candidate = chain(from: dependency)
                if candidate.count > best.count { best = candidate }
            }
            visiting.remove(name)
            let result = [name] + best
            below[name] = result
            return result
        }
        var tallest: [String] = []
        for target in graph.targets where target.kind != .test {
            let candidate = chain(from: target.name)
            if candidate.count > tallest.count { tallest = candidate }
        }
        return tallest
    }
}
