import HeadlessUI
import Testing

@testable import Benchmarks

@MainActor
@Suite struct BenchmarkScreensTests {
    private func nodeCount(_ node: ViewNode) -> Int {
        1 + node.children.map(nodeCount).reduce(0, +)
    }

    @Test func theListScreenHasTheNodeCountItWasAskedFor() {
        #expect(nodeCount(BenchmarkScreens.list(nodeCount: 200).view) == 200)
    }

    @Test func everyRowOfTheListScreenCanBeFoundByItsIdentifier() {
        let view = BenchmarkScreens.list(nodeCount: 10).view
        #expect((0..<4).allSatisfy { view.descendant(identifier: "row.\($0).save") != nil })
    }
}
