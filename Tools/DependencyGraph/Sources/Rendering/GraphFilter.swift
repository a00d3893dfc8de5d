/// Which part of the graph to draw: `--skip-tests`, `--focus MODULE`, `--direct`.
public struct GraphFilter: Sendable, Equatable {
    /// Leaves test targets out.
    public var skipTests: Bool
    /// Draws only this target and what it reaches or what reaches it.
    public var focus: String?
    /// With `focus`, only its direct dependencies and dependents.
    public var direct: Bool

    /// Creates a filter; the default keeps everything.
    public init(skipTests: Bool = false, focus: String? = nil, direct: Bool = false) {
        self.skipTests = skipTests
        self.focus = focus
        self.direct = direct
    }

    /// The names of the targets to draw.
    public func keptTargets(of graph: DependencyGraph) throws(DepgraphError) -> Set<String> {
        let candidates = Set(graph.targets.filter { !skipTests || $0.kind != .test }.map(\.name))
        guard let focus else { return candidates }
        guard candidates.contains(focus) else {
            throw .usage(
                "--focus \(focus): expected a target of the package, found none by that name"
                    + NameSuggester.hint(for: focus, among: candidates.sorted())
            )
        }
        let down = reach(from: focus, in: graph, candidates: candidates) { graph.target(named: $0)?.dependencies ?? [] }
        let up = reach(from: focus, in: graph, candidates: candidates) { graph.dependents(of: $0) }
        return down.union(up)
    }

    /// Whether an edge between kept targets is drawn.
    public func keeps(_ edge: Edge, kept: Set<String>) -> Bool {
        guard kept.contains(edge.from), kept.contains(edge.to) else { return false }
        guard direct, let focus else { return true }
        return edge.from == focus || edge.to == focus
    }

    private func reach(
        from start: String,
        in graph: DependencyGraph,
        candidates: Set<String>,
        next: (String) -> [String]
    ) -> Set<String> {
        var seen: Set<String> = [start]
        var frontier = [start]
        while let current = frontier.popLast() {
            for neighbour in next(current) where candidates.contains(neighbour) && !seen.contains(neighbour) {
                seen.insert(neighbour)
                if !direct { frontier.append(neighbour) }
            }
        }
        return seen
    }
}
