import Foundation
import Testing

@testable import Studio

/// The graph tab reads this package through DependencyGraph: its description and the layers of
/// its rules file, as `depgraph` draws them.
@Suite struct StudioDependencyGraphTests {
    private static let packagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized.path

    /// Read once: a first read asks SwiftPM (in a scratch folder of its own) to describe the package.
    private static let graph = StudioDependencyGraph.load(packagePath: packagePath, drawsWithGraphviz: false)

    @Test func eachModuleKnowsItsLayerWhatItUsesAndWhatUsesIt() throws {
        let graph = try #require(Self.graph)
        let app = try #require(graph.modules["App"])
        #expect(app.layer == "app")
        #expect(app.dependencies.contains("HomeModule"))
        #expect(app.dependents.contains("FlowFileHost"))
        #expect(graph.modules["HeadlessUI"]?.layer == "platform")
        #expect(graph.modules["FlowRunner"]?.layer == "flow-files")
        #expect(graph.modules["AppTests"] == nil, "test targets are not drawn")
    }

    @Test func theStudiosOwnDrawingHasAClickableBoxPerModuleWithTheTopLayerFirst() throws {
        let svg = try #require(Self.graph).svg
        let commandLine = try #require(svg.range(of: "data-module=\"AppCommandLine\""))
        let platform = try #require(svg.range(of: "data-module=\"HeadlessUI\""))
        #expect(commandLine.lowerBound < platform.lowerBound)
    }

    @Test func everyLayerOfTheRulesWithTargetsIsALayerOfTheGraph() throws {
        let graph = try #require(Self.graph)
        let layers = Set(graph.layers.map(\.name))
        for name in ["platform", "foundation", "components", "kits", "features", "app", "app-tooling", "tools"] {
            #expect(layers.contains(name), "\(name) is missing")
        }
    }

    @Test func aFolderWithoutAPackageGivesNoGraph() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "studio-no-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(StudioDependencyGraph.load(packagePath: folder.path) == nil)
    }

    @Test func aGraphvizThatExitsWithoutReadingItsInputIsNoPictureAndNoCrash() {
        // A megabyte of DOT is more than a pipe holds: written to the standard input of a program
        // that has already exited, it ended the studio with SIGPIPE.
        let dot = String(repeating: "\"A\" -> \"B\";\n", count: 100_000)
        #expect(StudioDependencyGraph.graphviz(dot, command: ["/bin/sh", "-c", "exit 0"]) == nil)
        #expect(StudioDependencyGraph.graphviz(dot, command: ["/nonexistent/dot"]) == nil)
    }
}
