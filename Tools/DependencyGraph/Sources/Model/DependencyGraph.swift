/// The package's target graph: targets as nodes, declared target dependencies as edges.
public struct DependencyGraph: Sendable {
    /// The package this graph was built from.
    public let package: PackageModel
    /// Every declared target-to-target dependency, sorted.
    public let edges: [Edge]
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
        self.targetsByName = byName
        self.dependentsByName = dependents.mapValues { $0.sorted() }
    }

    /// Every target, sorted by name.
    public var targets: [PackageTarget] { package.targets }

    /// The target with this name, if the package has one.
    public func target(named name: String) -> PackageTarget? { targetsByName[name] }

    /// Targets that declare a dependency on `name`, sorted.
    public func dependents(of name: String) -> [String] { dependentsByName[name] ?? [] }
}
