import Foundation
import Testing

@testable import App
@testable import Studio

@Suite struct StudioDependencyGraphTests {
    private let dot = """
        digraph "P" {
            subgraph "cluster_0_platform" {
                label="platform";
                "HeadlessUI" [shape=box];
            }
            subgraph "cluster_1_app" {
                label="app";
                "App" [shape=doubleoctagon];
            }
            subgraph "cluster_legend" {
                label="legend";
                "legend\\:from" [label="target"];
                "legend\\:from" -> "legend\\:to";
            }
            "App" -> "HeadlessUI";
        }
        """

    @Test func eachModuleKnowsItsLayerWhatItUsesAndWhatUsesIt() {
        let graph = StudioDependencyGraph(dot: dot)
        #expect(graph.modules["App"] == .init(layer: "app", dependencies: ["HeadlessUI"], dependents: []))
        #expect(graph.modules["HeadlessUI"] == .init(layer: "platform", dependencies: [], dependents: ["App"]))
        #expect(graph.modules.count == 2)
    }

    @Test func theStudiosOwnDrawingHasAClickableBoxPerModuleWithTheTopLayerFirst() throws {
        let svg = StudioDependencyGraph(dot: dot).svg
        let app = try #require(svg.range(of: "data-module=\"App\""))
        let platform = try #require(svg.range(of: "data-module=\"HeadlessUI\""))
        #expect(app.lowerBound < platform.lowerBound)
        #expect(!svg.contains("legend"))
    }

    @Test func theCommittedGraphNamesEveryLayerOfTheRules() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Tools/dependency-graph.dot").standardized.path
        let graph = try #require(StudioDependencyGraph.load(path: path, drawsWithGraphviz: false))
        #expect(graph.modules["Studio"]?.dependencies.contains("HTTPServerKit") == true)
        #expect(graph.modules["HTTPServerKit"]?.layer == "http-server")
    }

    @Test func aMissingFileGivesNoGraph() {
        #expect(StudioDependencyGraph.load(path: "/nonexistent/graph.dot") == nil)
    }
}
