import Foundation
import Testing

@testable import DependencyGraph

/// The README's layer table is written from the rules file, as the drawing is from the manifest:
/// `depgraph generated` reports a stale one with a diff and the fix, and `--update` rewrites it.
@Suite struct LayerTableTests {
    /// A package shaped like this one: a platform, a blueprint foundation, features found by
    /// their name ending, the composing app, a test-support layer, and tooling built on the app.
    private func shapedLikeThisPackage() throws -> (ModuleRules, DependencyGraph) {
        let rules = ModuleRules(
            layers: [
                Layer(name: "platform", targets: ["UIStandIn"], mayUse: []),
                Layer(name: "foundation", targets: ["Design"], mayUse: ["platform"], isBlueprint: true),
                Layer(name: "test-support", targets: ["TestSupport"], mayUse: ["foundation", "platform"]),
                Layer(
                    name: "features", targets: [], mayUse: ["foundation", "platform"], testsMayUse: ["test-support"],
                    nameSuffix: "Module", isBlueprint: true),
                Layer(
                    name: "app", targets: ["App"], mayUse: ["features", "foundation", "platform"], isBlueprint: true),
                Layer(name: "command-line", targets: ["CommandLine"], mayUse: []),
                Layer(name: "tools", targets: ["lint"], mayUse: ["tools", "command-line"], isTool: true),
                Layer(name: "app-tooling", targets: ["Studio"], mayUse: ["app-tooling", "app", "command-line"]),
            ],
            featureLayer: "features",
            composers: ["App"]
        )
        let targets = [
            PackageTarget(name: "UIStandIn", kind: .library),
            PackageTarget(name: "Design", kind: .library, dependencies: ["UIStandIn"]),
            PackageTarget(name: "TestSupport", kind: .library, dependencies: ["Design"]),
            PackageTarget(name: "HomeModule", kind: .library, dependencies: ["Design"]),
            PackageTarget(name: "ProfileModule", kind: .library, dependencies: ["Design"]),
            PackageTarget(name: "HomeModuleTests", kind: .test, dependencies: ["HomeModule", "TestSupport"]),
            PackageTarget(name: "App", kind: .library, dependencies: ["HomeModule", "ProfileModule", "UIStandIn"]),
            PackageTarget(name: "CommandLine", kind: .library),
            PackageTarget(name: "lint", kind: .executable, dependencies: ["CommandLine"]),
            PackageTarget(name: "Studio", kind: .executable, dependencies: ["App", "CommandLine", "HomeModule"]),
        ]
        let graph = try DependencyGraph(package: PackageModel(name: "Shaped", root: "/shaped", targets: targets))
        return (rules, graph)
    }

    @Test func aLayerThatTestsAndTheToolingBothUseIsTooling() {
        let rules = ModuleRules(
            layers: [
                Layer(name: "services", targets: ["Net"], mayUse: [], testsMayUse: ["server"]),
                Layer(name: "app", targets: ["App"], mayUse: ["services"]),
                Layer(name: "server", targets: ["Server"], mayUse: []),
                Layer(name: "fixtures", targets: ["Fixtures"], mayUse: []),
                Layer(name: "app-tooling", targets: ["Tool"], mayUse: ["app", "server"], testsMayUse: ["fixtures"]),
            ],
            composers: ["App"]
        )
        #expect(
            LayerTable.parts(of: rules) == [
                "services": .app, "app": .app, "server": .tooling, "fixtures": .testSupport, "app-tooling": .tooling,
            ])
    }

    @Test func eachLayerIsARowBottomFirstWithItsTargetsWhatItMayUseAndItsPart() throws {
        let (rules, graph) = try shapedLikeThisPackage()
        let table = LayerTable.render(rules: rules, graph: graph)
        let rows = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix {
            !$0.isEmpty
        }
        #expect(
            Array(rows) == [
                "| layer | targets | may use | its tests may also use | part |",
                "|---|---|---|---|---|",
                "| platform | UIStandIn | no other layer |  | app |",
                "| foundation | **Design** | platform |  | app |",
                "| test-support | TestSupport | foundation, platform |  | test support |",
                "| features | **HomeModule**, **ProfileModule**, every target named …Module | foundation, platform "
                    + "| test-support | app |",
                "| app | **App** | features, foundation, platform |  | app |",
                "| command-line | CommandLine | no other layer |  | tooling |",
                "| tools | lint | itself, command-line |  | tooling |",
                "| app-tooling | Studio | itself, app, command-line |  | tooling |",
                "| tests | every test target | its subject and what the subject's layer may use |  | tests |",
            ])
        #expect(table.contains("**Bold**: the modules the blueprint names"))
        #expect(table.hasSuffix("\n"))
    }

    @Test func theAppIsWhatItsComposersMayReachAndTheRestIsToolingOrTestSupport() throws {
        let (rules, _) = try shapedLikeThisPackage()
        let parts = LayerTable.parts(of: rules)
        #expect(parts["platform"] == .app)
        #expect(parts["features"] == .app)
        #expect(parts["test-support"] == .testSupport)
        // Tooling may use the app; that makes it no part of the app.
        #expect(parts["app-tooling"] == .tooling)
        #expect(parts["command-line"] == .tooling)
    }

    @Test func withoutComposersEveryLayerButTheToolLayersIsTheApp() {
        let rules = ModuleRules(layers: [
            Layer(name: "core", targets: ["Core"], mayUse: []),
            Layer(name: "tools", targets: ["gen"], mayUse: ["core"], isTool: true),
        ])
        #expect(LayerTable.parts(of: rules) == ["core": .app, "tools": .tooling])
    }

    @Test func aNameEndingFindsThePackagesTargetsButNotTestsNorTargetsAnotherLayerLists() throws {
        let rules = ModuleRules(layers: [
            Layer(name: "shell", targets: ["ShellModule"], mayUse: []),
            Layer(name: "features", targets: [], mayUse: [], nameSuffix: "Module"),
        ])
        let graph = try DependencyGraph(
            package: PackageModel(
                name: "Suffixes", root: "/s",
                targets: [
                    PackageTarget(name: "ShellModule", kind: .library),
                    PackageTarget(name: "SearchModule", kind: .library),
                    PackageTarget(name: "SearchModuleTests", kind: .test, dependencies: ["SearchModule"]),
                    PackageTarget(name: "Module", kind: .library),
                ]))
        #expect(LayerTable.targets(of: rules.layers[1], rules: rules, graph: graph) == ["SearchModule"])
        #expect(LayerTable.targets(of: rules.layers[0], rules: rules, graph: graph) == ["ShellModule"])
    }

    @Test func aNameMarkdownWouldReadStaysLiteralInsideItsCell() throws {
        #expect(LayerTable.escaped("A|B") == "A\\|B")
        #expect(LayerTable.escaped("Evil\n`x`*_<b>") == "Evil \\`x\\`\\*\\_\\<b\\>")
        let rules = ModuleRules(layers: [Layer(name: "a|b", targets: ["X|Y"], mayUse: [])])
        let graph = try DependencyGraph(package: PackageModel(name: "Empty", root: "/e", targets: []))
        let row = LayerTable.render(rules: rules, graph: graph).split(separator: "\n")[2]
        #expect(row == "| a\\|b | X\\|Y | no other layer |  | app |")
    }

    @Test func aStaleTableShowsADiffOfTheReadmeAndTheFixCommand() throws {
        let folder = try TemporaryFolder("stale-layers")
        defer { folder.remove() }
        let (model, _) = Fixtures.package()
        let linter = try Linter(
            graph: try DependencyGraph(package: model), rules: try Fixtures.rules(), rulesFile: "rules.json")
        let drawing = MermaidRenderer.render(
            try GraphView(
                graph: linter.graph, linter: linter,
                filter: GraphFilter(skipTests: true, only: CommittedGraphs.appTargets(of: linter))
            ).reduced())
        let current = try CommittedGraphs.embedding(
            drawing,
            in: "# Fixture\n\n\(CommittedGraphs.beginMarker)\n\(CommittedGraphs.endMarker)\n\n"
                + "\(LayerTable.beginMarker)\n| layer | old |\n\(LayerTable.endMarker)\n\nMore.\n",
            file: "README.md")
        try folder.write(current, to: CommittedGraphs.readmePath)
        let readme = try #require(try CommittedGraphs.files(linter: linter, root: folder.path).last)
        let message = try #require(readme.stalenessMessage)
        #expect(message.hasPrefix("README.md is stale:\n--- README.md (committed)\n+++ README.md (generated"))
        #expect(message.contains("\n-| layer | old |\n"))
        #expect(message.contains("\n+| app | Shell | features, platform |  | app |\n"))
        #expect(message.hasSuffix("fix: run `make accept` and commit the result\n"))
        // Only the table changed: the drawing and the text around it stay as written.
        #expect(!message.contains("\n-```"))
        #expect(readme.fresh.hasSuffix("\(LayerTable.endMarker)\n\nMore.\n"))
        try folder.write(readme.fresh, to: CommittedGraphs.readmePath)
        #expect(try CommittedGraphs.files(linter: linter, root: folder.path).last?.stalenessMessage == nil)
    }

    @Test func aReadmeWithoutTheTableMarkersIsAnErrorNamingThem() {
        do {
            _ = try LayerTable.embedding("| layer |\n", in: "# No table here\n", file: "README.md")
            Issue.record("a README without the markers was accepted")
        } catch {
            #expect("\(error)".contains(LayerTable.beginMarker))
            #expect("\(error)".contains(LayerTable.endMarker))
        }
    }

    @Test func theRulesFileMarksTheBlueprintLayers() throws {
        let rules = try RulesParser.parse(
            Data(
                """
                {"version": 1, "layers": [
                    {"name": "core", "targets": ["Core"], "mayUse": [], "blueprint": true},
                    {"name": "ui", "targets": ["UI"], "mayUse": ["core"]}
                ]}
                """.utf8), file: "rules.json")
        #expect(rules.layers.map(\.isBlueprint) == [true, false])
    }
}
