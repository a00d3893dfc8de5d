/// The numbers that say whether a split builds faster: how tall the graph is, how wide each
/// build wave is, and how many edges enter and leave each target.
public struct BuildShape: Sendable, Equatable {
    /// One target's place in the shape.
    public struct Entry: Sendable, Equatable {
        /// The target.
        public let name: String
        /// Its kind.
        public let kind: TargetKind
        /// Its build wave: 0 for a target with no dependencies, else one above its highest dependency.
        public let level: Int
        /// How many targets depend on it directly.
        public let fanIn: Int
        /// How many targets it depends on directly.
        public let fanOut: Int
        /// How many products of other packages it depends on directly.
        public let productFanOut: Int
    }

    /// The targets measured, sorted by name.
    public let entries: [Entry]
    /// The target-to-target edges among them.
    public let edgeCount: Int
    /// A longest dependency chain, top first: its targets build one after another.
    public let criticalPath: [String]

    /// The number of targets on the longest chain.
    public var height: Int { criticalPath.count }

    /// The targets of each build wave, bottom first; a wave's targets can build side by side.
    public var levels: [[String]] {
        let count = (entries.map(\.level).max() ?? -1) + 1
        var levels = Array(repeating: [String](), count: count)
        for entry in entries { levels[entry.level].append(entry.name) }
        return levels
    }

    /// Measures `graph`, leaving test targets out when `skipTests` is set.
    public init(graph: DependencyGraph, skipTests: Bool = false) throws(DepgraphError) {
        let kept = graph.targets.filter { !skipTests || $0.kind != .test }
        let names = Set(kept.map(\.name))
        if let loop = CycleFinder.cycles(in: graph).first(where: { $0.allSatisfy(names.contains) }) {
            throw .cycle(loop: loop)
        }
        let edges = graph.edges.filter { names.contains($0.from) && names.contains($0.to) }
        var dependencies: [String: [String]] = [:]
        var fanIn: [String: Int] = [:]
        for edge in edges {
            dependencies[edge.from, default: []].append(edge.to)
            fanIn[edge.to, default: 0] += 1
        }
        var levelOf: [String: Int] = [:]
        // Depth-first with an explicit stack; dependencies are measured before their dependents.
        for target in kept where levelOf[target.name] == nil {
            var stack = [(target.name, false)]
            while let (name, expanded) = stack.popLast() {
                if levelOf[name] != nil { continue }
                let below = dependencies[name] ?? []
                if expanded {
                    levelOf[name] = (below.compactMap { levelOf[$0] }.max() ?? -1) + 1
                } else {
                    stack.append((name, true))
                    stack += below.filter { levelOf[$0] == nil }.map { ($0, false) }
                }
            }
        }
        let productCounts = Dictionary(grouping: graph.productEdges, by: \.from).mapValues(\.count)
        entries = kept.map {
            Entry(
                name: $0.name,
                kind: $0.kind,
                level: levelOf[$0.name] ?? 0,
                fanIn: fanIn[$0.name] ?? 0,
                fanOut: dependencies[$0.name]?.count ?? 0,
                productFanOut: productCounts[$0.name] ?? 0
            )
        }
        edgeCount = edges.count
        var path: [String] = []
        var current = kept.map(\.name).sorted().max { (levelOf[$0] ?? 0, $1) < (levelOf[$1] ?? 0, $0) }
        while let name = current {
            path.append(name)
            let below = (dependencies[name] ?? []).sorted()
            current = below.max { (levelOf[$0] ?? 0, $1) < (levelOf[$1] ?? 0, $0) }
        }
        criticalPath = path
    }
}
