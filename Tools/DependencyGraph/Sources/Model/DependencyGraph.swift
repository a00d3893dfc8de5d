/// The package's target graph: targets as nodes, declared target dependencies as edges, and the
/// products of other packages that targets declare.
public struct DependencyGraph: Sendable {
    /// The package this graph was built from.
    public let package: PackageModel
    /// Every declared target-to-target dependency, sorted.
    public let edges: [Edge]
    /// Every declared dependency on another package's product, sorted.
    public let productEdges: [ProductEdge]
    private let targetsByName: [String: PackageTarget]
    private let dependentsByName: [String: [String]]

    /// Builds the graph; every dependency must name a target of the package.
    /// - Parameter source: names the description in the error when a dependency is unknown.
    public init(package: PackageModel, source: String = "package description") throws(DepgraphError) {
        var byName: [String: PackageTarget] = [:]
        for target in package.targets {
            guard byName[target.name] == nil else {
                throw .invalidDescription(file: source, detail: "target \(target.name) is described twice")
            }
            byName[target.name] = target
        }
        var edges: [Edge] = []
        var dependents: [String: [String]] = [:]
        for target in package.targets {
            for dependency in target.dependencies {
                guard byName[dependency] != nil else {
                    throw .missingTarget(file: source, target: target.name, dependency: dependency)
                }
                edges.append(Edge(from: target.name, to: dependency))
                dependents[dependency, default: []].append(target.name)
            }
        }
        self.package = package
        self.edges = edges.sorted()
        self.productEdges = package.targets.flatMap { target in
            target.productDependencies.map {
                ProductEdge(from: target.name, product: ExternalProduct(name: $0, package: package.productPackages[$0]))
            }
        }.sorted()
        self.targetsByName = byName
        self.dependentsByName = dependents.mapValues { $0.sorted() }
    }

    /// Every target, sorted by name.
    public var targets: [PackageTarget] { package.targets }

    /// Every product of another package that some target declares, sorted by package, then name.
    public var products: [ExternalProduct] { Array(Set(productEdges.map(\.product))).sorted() }

    /// The target with this name, if the package has one.
    public func target(named name: String) -> PackageTarget? { targetsByName[name] }

    /// Targets that declare a dependency on `name`, sorted.
    public func dependents(of name: String) -> [String] { dependentsByName[name] ?? [] }
}
