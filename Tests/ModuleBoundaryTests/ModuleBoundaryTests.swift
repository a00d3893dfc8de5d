import Testing

@testable import DependencyGraph

@Test func graphStartsEmpty() {
    #expect(DependencyGraph(targets: []).targets.isEmpty)
}
