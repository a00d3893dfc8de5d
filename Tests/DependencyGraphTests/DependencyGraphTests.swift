import Testing

@testable import DependencyGraph

@Test func targetsAreSorted() {
    #expect(DependencyGraph(targets: ["b", "a"]).targets == ["a", "b"])
}
