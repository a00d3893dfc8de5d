import DependencyGraph
import Foundation
import Testing

@Test func theCommittedGraphEqualsAFreshOne() throws {
    let linter = try PackageUnderTest.linter()
    let fresh = DOTRenderer.render(try GraphView(graph: linter.graph, linter: linter))
    let path = PackageUnderTest.root + "/Tools/dependency-graph.dot"
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(committed == fresh, "Tools/dependency-graph.dot is stale: run `make graph` and commit the result")
}
