/// The package's target graph, read from `swift package describe --type json`.
public struct DependencyGraph: Sendable {
    /// Every target name, sorted.
    public let targets: [String]

    /// Creates a graph of the given targets.
    public init(targets: [String]) {
        self.targets = targets.sorted()
    }
}
