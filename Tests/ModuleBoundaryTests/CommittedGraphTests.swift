import DependencyGraph
import Foundation
import Testing

@Test func theCommittedGraphEqualsAFreshOne() throws {
    let linter = try PackageUnderTest.linter()
    // The committed picture is the architecture: test targets stay one flag away.
    let fresh = DOTRenderer.render(
        try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true)))
    let path = PackageUnderTest.root + "/Tools/dependency-graph.dot"
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(committed == fresh, "Tools/dependency-graph.dot is stale: run `make graph` and commit the result")
}

@Test func theReadmeEmbedsTheCurrentMermaidGraph() throws {
    let linter = try PackageUnderTest.linter()
    let fresh = MermaidRenderer.render(
        try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true)))
    let readme = try String(contentsOfFile: PackageUnderTest.root + "/README.md", encoding: .utf8)
    #expect(
        readme.contains(fresh.trimmingCharacters(in: .whitespacesAndNewlines)),
        "README.md shows a stale module graph: paste the output of `depgraph --skip-tests --format mermaid`")
}

@Test func theModuleGraphIsDrawnInTheReadmeOnly() throws {
    for file in ["README.md", "Tools/README.md"] {
        let text = try String(contentsOfFile: PackageUnderTest.root + "/" + file, encoding: .utf8)
        let drawings = text.components(separatedBy: "```mermaid").count - 1
        #expect(drawings == (file == "README.md" ? 1 : 0), "\(file) draws the module graph \(drawings) times")
    }
}
