/// What a renderer draws: the kept targets with their layer and kind, and the kept edges with the
/// rules each one breaks.
public struct GraphView: Sendable {
    /// A target as drawn.
    public struct Node: Sendable, Equatable {
        /// The target name.
        public let name: String
        /// The kind that picks its shape and colour.
        public let kind: TargetKind
        /// The layer (cluster) it is drawn in.
        public let layer: String
    }

    /// A dependency as drawn.
    public struct Link: Sendable, Equatable {
        /// The dependency.
        public let edge: Edge
        /// The rules it breaks; empty for a healthy edge.
        public let violations: [Violation]
    }

    /// The name of the cluster for targets that no layer claims.
    public static let unassignedLayer = "unassigned"

    /// The package name.
    public let packageName: String
    /// Layers in drawing order (bottom first), only those with targets.
    public let layers: [String]
    /// Kept targets, sorted by name.
    public let nodes: [Node]
    /// Kept edges, sorted.
    public let links: [Link]

    /// Builds the view of `graph`, filtered by `filter`, with layers and violations from `linter`.
    public init(graph: DependencyGraph, linter: Linter?, filter: GraphFilter = GraphFilter()) throws(DepgraphError) {
        let kept = try filter.keptTargets(of: graph)
        let rules = linter?.rules
        var nodes: [Node] = []
        for target in graph.targets where kept.contains(target.name) {
            let layer: String
            if target.kind == .test {
                layer = ModuleRules.testLayerName
            } else {
                layer = rules?.layer(of: target.name)?.name ?? Self.unassignedLayer
            }
            nodes.append(Node(name: target.name, kind: rules?.kind(of: target) ?? target.kind, layer: layer))
        }
        let byEdge = linter?.violationsByEdge() ?? [:]
        let links = graph.edges.filter { filter.keeps($0, kept: kept) }.map {
            Link(edge: $0, violations: byEdge[$0]?.sorted() ?? [])
        }
        let order = (rules?.layers.map(\.name) ?? []) + [ModuleRules.testLayerName, Self.unassignedLayer]
        let used = Set(nodes.map(\.layer))
        self.packageName = graph.package.name
        self.layers = order.filter { used.contains($0) }
        self.nodes = nodes
        self.links = links
    }

    /// The kept targets of one layer, sorted.
    public func nodes(inLayer layer: String) -> [Node] {
        nodes.filter { $0.layer == layer }
    }
}
