import DependencyGraph
import Testing

/// The rules file lets features use the test-support layer so that their tests can;
/// this closes the gap: only test targets may depend on it.
@Test func onlyTestTargetsDependOnTheTestSupportLayer() throws {
    let linter = try PackageUnderTest.linter()
    let support = linter.graph.targets.map(\.name).filter { linter.rules.layer(of: $0)?.name == "test-support" }
    #expect(!support.isEmpty, "no target sits in the test-support layer")
    for name in support {
        for dependent in linter.graph.dependents(of: name) where linter.graph.target(named: dependent)?.kind != .test {
            Issue.record(Comment(rawValue: "\(dependent) depends on \(name); only test targets may"))
        }
    }
}
