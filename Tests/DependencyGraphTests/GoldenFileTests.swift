import Foundation
import Testing

@testable import DependencyGraph

/// Compares a rendering with its committed golden file; `DEPGRAPH_RECORD=1` rewrites the file.
private func verify(_ text: String, golden name: String) {
    let recorded = Fixtures.sourceDirectory + "/Golden/" + name
    if ProcessInfo.processInfo.environment["DEPGRAPH_RECORD"] == "1" {
        try? text.write(toFile: recorded, atomically: true, encoding: .utf8)
    }
    guard let expected = try? String(contentsOfFile: Fixtures.path("Golden/" + name), encoding: .utf8) else {
        Issue.record("missing golden file \(recorded); run the tests with DEPGRAPH_RECORD=1 to record it")
        return
    }
    #expect(text == expected, "\(name) differs from its golden file \(recorded)")
}

private func fixtureView(filter: GraphFilter = GraphFilter()) throws -> GraphView {
    let package = try PackageLoader.load(descriptionFile: Fixtures.path("FeatureIsolation/description.json"))
    let graph = try DependencyGraph(package: package)
    let linter = try Linter(graph: graph, rules: try Fixtures.rules(), rulesFile: "rules.json")
    return try GraphView(graph: graph, linter: linter, filter: filter)
}

@Test func dotOutputMatchesItsGoldenFile() throws {
    verify(DOTRenderer.render(try fixtureView()), golden: "graph.dot")
}

@Test func jsonOutputMatchesItsGoldenFile() throws {
    verify(JSONRenderer.render(try fixtureView()), golden: "graph.json")
}

@Test func mermaidOutputMatchesItsGoldenFile() throws {
    verify(MermaidRenderer.render(try fixtureView()), golden: "graph.mmd")
}

@Test func aViolatingEdgeIsDrawnRedAndLabelledWithItsRule() throws {
    let dot = DOTRenderer.render(try fixtureView())
    #expect(
        dot.contains(
            ##""FeatureA" -> "FeatureB" [color="#d62728", fontcolor="#d62728", penwidth=2, label="feature-isolation"];"##
        )
    )
}

@Test func skippingTestsLeavesTestTargetsOut() throws {
    let view = try fixtureView(filter: GraphFilter(skipTests: true))
    #expect(!view.nodes.contains { $0.kind == .test })
}

@Test func aDirectFocusKeepsOnlyTheNeighboursOfTheFocus() throws {
    let view = try fixtureView(filter: GraphFilter(focus: ["FeatureB"], direct: true))
    #expect(view.nodes.map(\.name) == ["Core", "FeatureA", "FeatureB", "Shell"])
    #expect(view.links.allSatisfy { $0.edge.from == "FeatureB" || $0.edge.to == "FeatureB" })
}

@Test func aTransitiveFocusKeepsEverythingReachableBothWays() throws {
    let view = try fixtureView(filter: GraphFilter(focus: ["FeatureA"]))
    #expect(view.nodes.map(\.name) == ["Core", "FeatureA", "FeatureB", "Shell", "ShellTests"])
}

@Test func theSameInputRendersTheSameText() throws {
    #expect(DOTRenderer.render(try fixtureView()) == DOTRenderer.render(try fixtureView()))
}
