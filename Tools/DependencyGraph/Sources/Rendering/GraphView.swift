/// What a renderer draws: the kept targets with their layer and kind, the kept edges with the
/// rules each one breaks, and the products of other packages the kept targets use.
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
    /// Kept dependencies on other packages' products, sorted.
    public let productLinks: [ProductEdge]

    /// The products drawn, sorted by package, then name.
    public var products: [ExternalProduct] { Array(Set(productLinks.map(\.product))).sorted() }

    /// The packages whose products are drawn, sorted; products of an unknown package come last.
    public var externalPackages: [String] {
        let names = Set(productLinks.map(\.product.package))
        return names.filter { $0 != ExternalProduct.unknownPackage }.sorted()
            + (names.contains(ExternalProduct.unknownPackage) ? [ExternalProduct.unknownPackage] : [])
    }

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
        self.productLinks = graph.productEdges.filter { filter.keeps($0, kept: kept) }
    }

    private init(packageName: String, layers: [String], nodes: [Node], links: [Link], productLinks: [ProductEdge]) {
        self.packageName = packageName
        self.layers = layers
        self.nodes = nodes
        self.links = links
        self.productLinks = productLinks
    }

    /// The transitive reduction (`--reduce`): a dependency that a longer path already implies is
    /// left out. Edges that break a rule stay, and so do edges inside a loop.
    public func reduced() -> GraphView {
        let reduction = TransitiveReduction(
            edges: links.map { ($0.edge.from, $0.edge.to) }
                + productLinks.map { ($0.from, ProductNodeID.of($0.product)) }
        )
        return GraphView(
            packageName: packageName,
            layers: layers,
            nodes: nodes,
            links: links.filter { !$0.violations.isEmpty || !reduction.isImplied(from: $0.edge.from, to: $0.edge.to) },
            productLinks: productLinks.filter { !reduction.isImplied(from: $0.from, to: ProductNodeID.of($0.product)) }
        )
    }

    /// The view from `sources` outward: the links and product links that leave one of them, their
    /// ends, and the sources themselves; a link between two other targets is left out, and so is
    /// a target no kept link reaches.
    func outward(from sources: Set<String>) -> GraphView {
        let kept = links.filter { sources.contains($0.edge.from) }
        let names = sources.union(kept.map(\.edge.to))
        let keptNodes = nodes.filter { names.contains($0.name) }
        let used = Set(keptNodes.map(\.layer))
        return GraphView(
            packageName: packageName,
            layers: layers.filter { used.contains($0) },
            nodes: keptNodes,
            links: kept,
            productLinks: productLinks.filter { sources.contains($0.from) }
        )
    }

    /// The products of one package, sorted by name.
    public func products(inPackage package: String) -> [ExternalProduct] {
        products.filter { $0.package == package }
    }

    /// The kept targets of one layer, sorted.
    public func nodes(inLayer layer: String) -> [Node] {
        nodes.filter { $0.layer == layer }
    }
}
