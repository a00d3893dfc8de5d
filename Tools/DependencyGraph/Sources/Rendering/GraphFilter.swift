/// Which part of the graph to draw: `--skip-tests`, `--skip-external`, `--focus TARGET` (repeatable),
/// `--direct`.
public struct GraphFilter: Sendable, Equatable {
    /// Leaves test targets out.
    public var skipTests: Bool
    /// Leaves other packages' products out.
    public var skipExternal: Bool
    /// Draws only these targets and what they reach or what reaches them; empty draws everything.
    public var focus: [String]
    /// With `focus`, only their direct dependencies and dependents.
    public var direct: Bool
    /// Draws none but these targets (the README's drawing of the app); `nil` puts no bound.
    public var only: Set<String>?

    /// Creates a filter; the default keeps everything.
    public init(
        skipTests: Bool = false, skipExternal: Bool = false, focus: [String] = [], direct: Bool = false,
        only: Set<String>? = nil
    ) {
        self.skipTests = skipTests
        self.skipExternal = skipExternal
        self.focus = focus
        self.direct = direct
        self.only = only
    }

    /// The names of the targets to draw.
    public func keptTargets(of graph: DependencyGraph) throws(DepgraphError) -> Set<String> {
        let candidates = Set(
            graph.targets.filter { (!skipTests || $0.kind != .test) && only?.contains($0.name) != false }.map(\.name))
        guard !focus.isEmpty else { return candidates }
        var kept: Set<String> = []
        for name in focus {
            guard candidates.contains(name) else {
                throw .usage(
                    "--focus \(name): expected a target of the package, found none by that name"
                        + NameSuggester.hint(for: name, among: candidates.sorted())
                )
            }
            kept.formUnion(reach(from: name, candidates: candidates) { graph.target(named: $0)?.dependencies ?? [] })
            kept.formUnion(reach(from: name, candidates: candidates) { graph.dependents(of: $0) })
        }
        return kept
    }

    /// Whether an edge between kept targets is drawn.
    public func keeps(_ edge: Edge, kept: Set<String>) -> Bool {
        guard kept.contains(edge.from), kept.contains(edge.to) else { return false }
        guard direct, !focus.isEmpty else { return true }
        return focus.contains(edge.from) || focus.contains(edge.to)
    }

    /// Whether a dependency on another package's product is drawn.
    public func keeps(_ edge: ProductEdge, kept: Set<String>) -> Bool {
        guard !skipExternal, kept.contains(edge.from) else { return false }
        return !direct || focus.isEmpty || focus.contains(edge.from)
    }

    private func reach(from start: String, candidates: Set<String>, next: (String) -> [String]) -> Set<String> {
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
