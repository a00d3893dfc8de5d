import Foundation
import Testing

@testable import DependencyGraph

/// `depgraph generated` fails on stale committed graphs and `--update` (what `make accept` runs)
/// rewrites them, touching only the blocks between the README's markers (the drawing, the layer table).
@Suite struct GeneratedCommandTests {
    private func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("generated")
        let description = try String(
            contentsOfFile: Fixtures.path("FeatureIsolation/description.json"), encoding: .utf8)
        try folder.write(description, to: "description.json")
        try folder.write(
            "# Fixture\n\n\(CommittedGraphs.beginMarker)\n```mermaid\nflowchart TB\n```\n\(CommittedGraphs.endMarker)\n\n"
                + "\(LayerTable.beginMarker)\n| stale |\n\(LayerTable.endMarker)\n\nEnd.\n",
            to: "README.md")
        try folder.write("digraph stale {}\n", to: CommittedGraphs.dotPath)
        return folder
    }

    private func run(_ folder: TemporaryFolder, update: Bool = false) -> CommandRun {
        CommandRun(
            ["generated", "--description", folder.path + "/description.json", "--rules", Fixtures.path("rules.json")]
                + (update ? ["--update"] : []))
    }

    @Test func staleGraphsExitOneWithADiffOfEachAndTheFixCommand() throws {
        let folder = try package()
        defer { folder.remove() }
        let check = run(folder)
        #expect(check.status == 1)
        #expect(
            check.output.contains("Tools/dependency-graph.dot is stale:\n--- Tools/dependency-graph.dot (committed)"))
        #expect(check.output.contains("-digraph stale {}"))
        #expect(check.output.contains("README.md is stale:\n--- README.md (committed)"))
        #expect(check.output.contains("\n-| stale |\n"))
        #expect(check.output.components(separatedBy: "fix: run `make accept` and commit the result").count == 3)
        #expect(check.errors.contains("2 stale generated file(s)"))
    }

    @Test func updateRewritesThemAndSaysWhichChanged() throws {
        let folder = try package()
        defer { folder.remove() }
        let update = run(folder, update: true)
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output == "Tools/dependency-graph.dot: rewritten\nREADME.md: rewritten\n")
        let readme = try String(contentsOfFile: folder.path + "/README.md", encoding: .utf8)
        #expect(readme.hasPrefix("# Fixture\n\n\(CommittedGraphs.beginMarker)\n```mermaid\nflowchart TB\n"))
        // The README draws each dependency no longer path implies: FeatureA reaches Core through FeatureB.
        #expect(readme.contains("t_FeatureB --> t_Core"))
        #expect(readme.contains("```\n\(CommittedGraphs.endMarker)\n\n\(LayerTable.beginMarker)\n| layer |"))
        #expect(readme.contains("| features | FeatureA, FeatureB | platform |  | app |"))
        #expect(readme.hasSuffix("\(LayerTable.endMarker)\n\nEnd.\n"))
        #expect(run(folder).status == 0)
        #expect(run(folder, update: true).output == "Tools/dependency-graph.dot: unchanged\nREADME.md: unchanged\n")
    }
}
