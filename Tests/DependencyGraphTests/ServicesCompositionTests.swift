import Foundation
import Testing

@testable import DependencyGraph

/// `services-composition`: only the named composers (and the services' own tests) use the
/// services layer; a feature that imports a service fails `lint`.
@Suite struct ServicesCompositionTests {
    private func rules() throws -> ModuleRules {
        try RulesParser.load(path: Fixtures.path("services-rules.json"))
    }

    /// The fixture package plus the service Net, used by Shell, and the tools Bench and Tool;
    /// `changes` as in `Fixtures.lint`.
    private func lint(_ changes: [FixtureTarget] = []) throws -> [String] {
        let base = [
            FixtureTarget("Net", .library, [], "import Foundation"),
            FixtureTarget("Bench", .library, ["Core"], "import Core"),
            FixtureTarget("Tool", .library, ["Core"], "import Core"),
            FixtureTarget(
                "Shell", .executable, ["Core", "FeatureA", "FeatureB", "Net"],
                "import Core\nimport FeatureA\nimport FeatureB\nimport Net"),
        ]
        return try Fixtures.lint(base + changes, rules: rules())
    }

    @Test func theRulesNameTheServicesLayerAndItsComposers() throws {
        let rules = try rules()
        #expect(rules.servicesLayer == "services")
        #expect(rules.serviceComposers == ["Shell", "Bench"])
        #expect(rules.isService("Net"))
        #expect(!rules.isService("Core"))
    }

    @Test func theComposerMayUseTheServices() throws {
        #expect(try lint() == [])
    }

    @Test func aFeatureImportingAServiceItDeclaresFailsLint() throws {
        let lines = try lint([FixtureTarget("FeatureA", .library, ["Core", "Net"], "import Core\nimport Net")])
        #expect(lines == ["FeatureA -> Net: services-composition (only Bench, Shell depends on services)"])
    }

    @Test func aFeatureImportingAServiceItDoesNotDeclareFailsLint() throws {
        let lines = try lint([FixtureTarget("FeatureA", .library, ["Core"], "import Core\nimport Net")])
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("FeatureA -> Net: implicit-import") == true)
    }

    @Test func aTargetTheLayersAllowIsStillRefusedUnlessItIsAComposer() throws {
        let lines = try lint([FixtureTarget("Tool", .library, ["Core", "Net"], "import Core\nimport Net")])
        #expect(lines == ["Tool -> Net: services-composition (only Bench, Shell depends on services)"])
        #expect(try lint([FixtureTarget("Bench", .library, ["Core", "Net"], "import Core\nimport Net")]) == [])
    }

    @Test func aToolBuiltOnTheComposerMayDeclareTheServiceForTheRebuildButNotImportIt() throws {
        let closure = ["Shell", "Core", "FeatureA", "FeatureB", "Net"]
        #expect(try lint([FixtureTarget("Tool", .library, closure, "import Shell")]) == [])
        let lines = try lint([FixtureTarget("Tool", .library, closure, "import Shell\nimport Net")])
        #expect(lines == ["Tool -> Net: services-composition (only Bench, Shell depends on services)"])
    }

    @Test func theServicesOwnTestsMayUseThem() throws {
        let tests = FixtureTarget("NetTests", .test, ["Net"], "import Testing\n@testable import Net")
        #expect(try lint([tests]) == [])
    }

    @Test func anUnknownServicesLayerIsRefused() throws {
        let json = """
            {"version": 1, "layers": [{"name": "platform", "targets": ["Core"]}],
             "rules": {"services-composition": {"layer": "servics", "composers": []}}}
            """
        #expect(throws: DepgraphError.self) { try RulesParser.parse(Data(json.utf8), file: "rules.json") }
    }

    @Test func aComposerThePackageLacksIsRefused() throws {
        let json = """
            {"version": 1, "layers": [{"name": "platform", "targets": ["Core", "FeatureA", "FeatureB", "Shell"]}],
             "rules": {"services-composition": {"layer": "platform", "composers": ["Nobody"]}}}
            """
        let rules = try RulesParser.parse(Data(json.utf8), file: "rules.json")
        let (model, _) = Fixtures.package()
        #expect(throws: DepgraphError.self) {
            try Linter(graph: try DependencyGraph(package: model), rules: rules, rulesFile: "rules.json")
        }
    }
}
