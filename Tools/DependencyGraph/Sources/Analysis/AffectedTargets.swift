/// What a change to some targets costs: every target that depends on them (directly or not) is
/// rebuilt, and the test targets among those are the tests to run.
public struct AffectedTargets: Sendable, Equatable {
    /// The changed targets, sorted.
    public let changed: [String]
    /// The changed targets and everything above them, sorted.
    public let rebuilt: [String]
    /// The test targets among ``rebuilt``, sorted.
    public let tests: [String]

    /// The targets a change to `changed` rebuilds in `graph`.
    public init(changed: [String], in graph: DependencyGraph) throws(DepgraphError) {
        let names = graph.targets.map(\.name)
        for name in changed where graph.target(named: name) == nil {
            throw .usage(
                "affected: \(name) is not a target of the package" + NameSuggester.hint(for: name, among: names))
        }
        var seen = Set(changed)
        var frontier = Array(seen)
        while let current = frontier.popLast() {
            for dependent in graph.dependents(of: current) where seen.insert(dependent).inserted {
                frontier.append(dependent)
            }
        }
        self.changed = Array(Set(changed)).sorted()
        self.rebuilt = seen.sorted()
        self.tests = rebuilt.filter { graph.target(named: $0)?.kind == .test }
    }

    /// A `swift test --filter` pattern that runs exactly the affected test targets, or an empty
    /// string when there are none.
    public var testFilter: String {
        guard !tests.isEmpty else { return "" }
        return "^(" + tests.joined(separator: "|") + ")\\."
    }
}
