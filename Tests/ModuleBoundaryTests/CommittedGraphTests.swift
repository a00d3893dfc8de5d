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

@Test func theReadmeEmbedsTheCurrentMermaidGraph() throws {
    let linter = try PackageUnderTest.linter()
    let fresh = MermaidRenderer.render(
        try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true)))
    for file in ["README.md", "Tools/README.md"] {
        let text = try String(contentsOfFile: PackageUnderTest.root + "/" + file, encoding: .utf8)
        #expect(
            text.contains(fresh.trimmingCharacters(in: .whitespacesAndNewlines)),
            "\(file) shows a stale module graph: paste the output of `depgraph --skip-tests --format mermaid`")
    }
}
