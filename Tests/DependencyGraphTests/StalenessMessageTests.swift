import Foundation
import Testing

@testable import DependencyGraph

/// Every committed file a tool writes says, when stale, what changed (a unified diff) and what fixes it.
@Suite struct StalenessMessageTests {
    private func fixtureLinter() throws -> Linter {
        let (model, _) = Fixtures.package()
        return try Linter(
            graph: try DependencyGraph(package: model), rules: try Fixtures.rules(), rulesFile: "rules.json")
    }

    private func readme(drawing: String, table: String = "") -> String {
        "# Fixture\n\nIntro.\n\n\(CommittedGraphs.beginMarker)\n```mermaid\n\(drawing)\n```\n\(CommittedGraphs.endMarker)\n\n"
            + "\(LayerTable.beginMarker)\n\(table)\(LayerTable.endMarker)\n\nMore.\n"
    }

    @Test func aStaleDOTFileShowsADiffAndTheFixCommand() throws {
        let folder = try TemporaryFolder("stale-dot")
        defer { folder.remove() }
        let linter = try fixtureLinter()
        try folder.write(readme(drawing: "flowchart TB"), to: CommittedGraphs.readmePath)
        let fresh = try #require(try CommittedGraphs.files(linter: linter, root: folder.path).first).fresh
        let stale = fresh.replacingOccurrences(of: "\"FeatureA\" -> \"Core\"", with: "\"FeatureA\" -> \"Gone\"")
        #expect(stale != fresh)
        try folder.write(stale, to: CommittedGraphs.dotPath)
        let dot = try #require(try CommittedGraphs.files(linter: linter, root: folder.path).first)
        let message = try #require(dot.stalenessMessage)
        #expect(message.hasPrefix("Tools/dependency-graph.dot is stale:\n--- Tools/dependency-graph.dot (committed)\n"))
        #expect(message.contains("\n-    \"FeatureA\" -> \"Gone\""))
        #expect(message.contains("\n+    \"FeatureA\" -> \"Core\""))
        #expect(message.hasSuffix("fix: run `make accept` and commit the result\n"))
    }

    @Test func aStaleMermaidBlockShowsADiffOfTheReadmeAndTheFixCommand() throws {
        let folder = try TemporaryFolder("stale-mermaid")
        defer { folder.remove() }
        try folder.write(readme(drawing: "flowchart TB\n    Old --> Gone"), to: CommittedGraphs.readmePath)
        let files = try CommittedGraphs.files(linter: try fixtureLinter(), root: folder.path)
        let readmeFile = try #require(files.last)
        #expect(readmeFile.path == "README.md")
        let message = try #require(readmeFile.stalenessMessage)
        #expect(message.contains("--- README.md (committed)\n+++ README.md (generated from the sources)\n@@ "))
        #expect(message.contains("\n-    Old --> Gone\n"))
        #expect(message.contains("\n+    t_FeatureA --> t_Core\n"))
        #expect(message.hasSuffix("fix: run `make accept` and commit the result\n"))
        // Only the block changes: the text around it stays as written.
        #expect(
            readmeFile.fresh.hasPrefix("# Fixture\n\nIntro.\n\n\(CommittedGraphs.beginMarker)\n```mermaid\nflowchart"))
        #expect(readmeFile.fresh.contains("```\n\(CommittedGraphs.endMarker)\n\n\(LayerTable.beginMarker)\n"))
        #expect(readmeFile.fresh.hasSuffix("\(LayerTable.endMarker)\n\nMore.\n"))
    }

    @Test func aReadmeWithoutMarkersIsAnErrorNamingThem() {
        #expect(throws: DepgraphError.self) {
            try CommittedGraphs.embedding("flowchart TB", in: "# No graph here\n", file: "README.md")
        }
    }

    @Test func aCurrentFileHasNoMessage() throws {
        let embedded = try CommittedGraphs.embedding("flowchart TB\n", in: readme(drawing: "x"), file: "README.md")
        #expect(GeneratedFile(path: "README.md", committed: embedded, fresh: embedded).stalenessMessage == nil)
    }

    @Test func aStaleAPIBaselineShowsADiffAndTheFixCommand() throws {
        let folder = try TemporaryFolder("stale-api")
        defer { folder.remove() }
        let baseline = APIBaseline(module: "HomeModule", directory: folder.path + "/Tools/api")
        try baseline.write(["func HomeBuilder.build()", "struct HomeDependencies"])
        let file = try baseline.generatedFile(
            current: ["func HomeBuilder.build()", "struct HomeDependencies", "var HomeDependencies.theme"],
            root: folder.path
        )
        let message = try #require(file.stalenessMessage)
        #expect(
            message == """
                Tools/api/HomeModule.txt is stale:
                --- Tools/api/HomeModule.txt (committed)
                +++ Tools/api/HomeModule.txt (generated from the sources)
                @@ -1,2 +1,3 @@
                 func HomeBuilder.build()
                 struct HomeDependencies
                +var HomeDependencies.theme
                fix: run `make accept` and commit the result

                """)
    }

    @Test func aMissingBaselineSaysSo() throws {
        let folder = try TemporaryFolder("missing-api")
        defer { folder.remove() }
        let file = try APIBaseline(module: "New", directory: folder.path).generatedFile(
            current: ["a"], root: folder.path)
        #expect(file.stalenessMessage?.hasPrefix("New.txt is missing:\n") == true)
    }

    @Test func theDiffKeepsThreeLinesOfContextAndJoinsNearbyChanges() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        #expect(
            LineDiff.unified(from: old, to: new, oldName: "a", newName: "b") == """
                --- a
                +++ b
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -8,5 +8,4 @@
                 line 8
                 line 9
                 line 10
                -line 11
                 line 12

                """)
    }
}
