import Foundation
import Testing

@testable import DependencyGraph

/// The app is what its composition root may reach, not what every composer of features may: a
/// benchmark that composes features as the root does is tooling, and the tooling is drawn in the
/// tooling's README, a block `depgraph generated` checks as it checks the README's.
@Suite struct CompositionRootTests {
    private func rules() throws -> ModuleRules {
        try RulesParser.load(path: Fixtures.path("composition-root-rules.json"))
    }

    /// The fixture's targets: the app (Core, two features, the Shell that composes them), the
    /// Shell's test support, and tooling (a command-line kit, a benchmark that composes features).
    private static let description = """
        {
            "name": "Composed",
            "path": ".",
            "targets": [
                { "name": "Core", "type": "library", "path": "Sources/Core", "sources": [] },
                {
                    "name": "FeatureA", "type": "library", "path": "Sources/FeatureA", "sources": [],
                    "target_dependencies": ["Core"]
                },
                {
                    "name": "FeatureB", "type": "library", "path": "Sources/FeatureB", "sources": [],
                    "target_dependencies": ["Core"]
                },
                {
                    "name": "Shell", "type": "library", "path": "Sources/Shell", "sources": [],
                    "target_dependencies": ["Core", "FeatureA", "FeatureB"]
                },
                {
                    "name": "ShellTestSupport", "type": "library", "path": "Tests/ShellTestSupport", "sources": [],
                    "target_dependencies": ["Shell"]
                },
                { "name": "CommandLine", "type": "library", "path": "Tools/CommandLine", "sources": [] },
                {
                    "name": "Bench", "type": "executable", "path": "Tools/Bench", "sources": [],
                    "target_dependencies": ["CommandLine", "FeatureA", "Shell"]
                },
                {
                    "name": "ShellTests", "type": "test", "path": "Tests/ShellTests", "sources": [],
                    "target_dependencies": ["Shell", "ShellTestSupport"]
                }
            ]
        }
        """

    private func linter() throws -> Linter {
        let model = try PackageDescriptionDecoder.decode(
            Data(Self.description.utf8), source: "description.json", baseDirectory: "/composed")
        return try Linter(graph: try DependencyGraph(package: model), rules: try rules(), rulesFile: "rules.json")
    }

    /// A package folder with the description, a README and a tooling README, each with its markers.
    private func folder(toolingDrawing: String = "flowchart TB") throws -> TemporaryFolder {
        let folder = try TemporaryFolder("composition-root")
        try folder.write(Self.description, to: "description.json")
        try folder.write(
            "# Composed\n\n\(CommittedGraphs.beginMarker)\n\(CommittedGraphs.endMarker)\n\n"
                + "\(LayerTable.beginMarker)\n\(LayerTable.endMarker)\n",
            to: CommittedGraphs.readmePath)
        try folder.write(toolingReadme(drawing: toolingDrawing), to: CommittedGraphs.toolingReadmePath)
        return folder
    }

    private func toolingReadme(drawing: String) -> String {
        "# Tools\n\n\(CommittedGraphs.toolingBeginMarker)\n```mermaid\n\(drawing)\n```\n"
            + "\(CommittedGraphs.toolingEndMarker)\n\nAfter.\n"
    }

    private func run(_ folder: TemporaryFolder, update: Bool = false) -> CommandRun {
        CommandRun(
            [
                "generated", "--description", folder.path + "/description.json", "--rules",
                Fixtures.path("composition-root-rules.json"),
            ] + (update ? ["--update"] : []))
    }

    @Test func theRulesFileMarksTheCompositionRoot() throws {
        #expect(try rules().layers.filter(\.isCompositionRoot).map(\.name) == ["app"])
    }

    @Test func aCompositionRootThatIsNotTrueOrFalseIsRefused() {
        #expect(
            throws: DepgraphError.invalidRules(
                file: "rules.json", detail: #""layers"[0]."compositionRoot": expected true or false"#)
        ) {
            try RulesParser.parse(
                Data(#"{"version": 1, "layers": [{"name": "app", "compositionRoot": "yes"}]}"#.utf8), file: "rules.json"
            )
        }
    }

    @Test func theCompositionRootAndWhatItMayReachAreTheApp() throws {
        let parts = LayerTable.parts(of: try rules())
        #expect(parts["app"] == .app)
        #expect(parts["features"] == .app)
        #expect(parts["platform"] == .app)
    }

    @Test func aToolingLayerThatComposesFeaturesIsNotTheApp() throws {
        let rules = try rules()
        #expect(rules.composers.contains("Bench"))
        let parts = LayerTable.parts(of: rules)
        #expect(parts["app-tooling"] == .tooling)
        #expect(parts["command-line"] == .tooling)
    }

    @Test func aLayerOnlyTestsMayUseIsTestSupportThoughItComposesFeatures() throws {
        let rules = try rules()
        #expect(rules.composers.contains("ShellTestSupport"))
        #expect(LayerTable.parts(of: rules)["app-test-support"] == .testSupport)
    }

    @Test func withoutACompositionRootTheComposersReachIsTheApp() throws {
        let marked = try rules()
        let unmarked = ModuleRules(
            layers: marked.layers.map {
                Layer(
                    name: $0.name, targets: $0.targets, mayUse: $0.mayUse, testsMayUse: $0.testsMayUse,
                    isTool: $0.isTool, nameSuffix: $0.nameSuffix, isBlueprint: $0.isBlueprint)
            },
            composers: marked.composers)
        let parts = LayerTable.parts(of: unmarked)
        #expect(parts["app-tooling"] == .app)
        #expect(parts["command-line"] == .app)
    }

    @Test func theTableSaysThePartsComeFromTheCompositionRoot() throws {
        let linter = try linter()
        let table = LayerTable.render(rules: linter.rules, graph: linter.graph)
        #expect(table.contains("| app-tooling | Bench | itself, command-line, app, features, platform |  | tooling |"))
        #expect(table.contains("| app-test-support | ShellTestSupport | app, features, platform |  | test support |"))
        let legend = table.split(separator: "\n").drop { !$0.hasPrefix("Bottom to top") }.joined(separator: " ")
        #expect(
            legend.contains(
                "Part: the app is the composition root (a layer with `\"compositionRoot\": true`) and every layer it "
                    + "may use, directly or not; test support, what only tests may use; tooling, the rest."))
        #expect(table.split(separator: "\n").allSatisfy { $0.hasPrefix("|") || $0.count <= 100 })
    }

    @Test func theReadmeDrawsTheAppAndTheToolingReadmeTheToolingWithTheAppTargetsItStandsOn() throws {
        let linter = try linter()
        #expect(CommittedGraphs.appTargets(of: linter) == ["Core", "FeatureA", "FeatureB", "Shell"])
        #expect(CommittedGraphs.toolingTargets(of: linter) == ["Bench", "CommandLine"])
        let view = try CommittedGraphs.toolingView(of: linter)
        #expect(view.nodes.map(\.name) == ["Bench", "CommandLine", "Shell"])
        // Bench -> FeatureA is implied by Bench -> Shell; the app's own edges are the README's.
        #expect(view.links.map(\.edge) == [Edge(from: "Bench", to: "CommandLine"), Edge(from: "Bench", to: "Shell")])
    }

    @Test func aStaleToolingGraphIsReportedWithADiffAndAFreshOneIsClean() throws {
        let folder = try folder(toolingDrawing: "flowchart TB\n    Old --> Gone")
        defer { folder.remove() }
        let files = try CommittedGraphs.files(linter: try linter(), root: folder.path)
        #expect(
            files.map(\.path) == [
                CommittedGraphs.dotPath, CommittedGraphs.readmePath, CommittedGraphs.toolingReadmePath,
            ])
        let tooling = try #require(files.last)
        let message = try #require(tooling.stalenessMessage)
        #expect(message.hasPrefix("Tools/README.md is stale:\n--- Tools/README.md (committed)\n"))
        #expect(message.contains("\n-    Old --> Gone\n"))
        #expect(message.contains("\n+    t_Bench --> t_Shell\n"))
        #expect(message.hasSuffix("fix: run `make accept` and commit the result\n"))
        // Only the block changes: the text around it stays as written.
        #expect(tooling.fresh.hasPrefix("# Tools\n\n\(CommittedGraphs.toolingBeginMarker)\n```mermaid\nflowchart TB\n"))
        #expect(tooling.fresh.hasSuffix("```\n\(CommittedGraphs.toolingEndMarker)\n\nAfter.\n"))
        try folder.write(tooling.fresh, to: CommittedGraphs.toolingReadmePath)
        #expect(try CommittedGraphs.files(linter: try linter(), root: folder.path).last?.stalenessMessage == nil)
    }

    @Test func depgraphGeneratedChecksTheToolingGraphAndUpdateRewritesIt() throws {
        let folder = try folder()
        defer { folder.remove() }
        let update = run(folder, update: true)
        #expect(update.status == 0, "\(update.errors)")
        #expect(
            update.output == "Tools/dependency-graph.dot: rewritten\nREADME.md: rewritten\nTools/README.md: rewritten\n"
        )
        let clean = run(folder)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.errors.contains("0 stale generated file(s)"))
        let current = try String(contentsOfFile: folder.path + "/" + CommittedGraphs.toolingReadmePath, encoding: .utf8)
        try folder.write(
            current.replacingOccurrences(of: "    t_Bench --> t_Shell\n", with: ""),
            to: CommittedGraphs.toolingReadmePath)
        let stale = run(folder)
        #expect(stale.status == 1)
        #expect(stale.output.hasPrefix("Tools/README.md is stale:\n"))
        #expect(stale.output.contains("\n+    t_Bench --> t_Shell\n"))
        #expect(stale.errors.contains("1 stale generated file(s)"))
    }

    @Test func aToolingReadmeWithoutItsMarkersIsAnErrorNamingThem() throws {
        let folder = try folder()
        defer { folder.remove() }
        try folder.write("# Tools\n", to: CommittedGraphs.toolingReadmePath)
        do {
            _ = try CommittedGraphs.files(linter: try linter(), root: folder.path)
            Issue.record("a tooling README without the markers was accepted")
        } catch {
            #expect("\(error)".contains(CommittedGraphs.toolingBeginMarker))
            #expect("\(error)".contains(CommittedGraphs.toolingEndMarker))
        }
    }

    @Test func aPackageWithoutToolingHasNoToolingGraph() throws {
        let (model, _) = Fixtures.package()
        let linter = try Linter(
            graph: try DependencyGraph(package: model), rules: try Fixtures.rules(), rulesFile: "rules.json")
        #expect(CommittedGraphs.toolingTargets(of: linter).isEmpty)
        let folder = try TemporaryFolder("no-tooling")
        defer { folder.remove() }
        try folder.write(
            "\(CommittedGraphs.beginMarker)\n\(CommittedGraphs.endMarker)\n\(LayerTable.beginMarker)\n"
                + "\(LayerTable.endMarker)\n",
            to: CommittedGraphs.readmePath)
        #expect(
            try CommittedGraphs.files(linter: linter, root: folder.path).map(\.path) == [
                CommittedGraphs.dotPath, CommittedGraphs.readmePath,
            ])
    }
}
