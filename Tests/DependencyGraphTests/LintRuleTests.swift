import Foundation
import Testing

@testable import DependencyGraph

@Test func aCleanPackageHasNoViolations() throws {
    #expect(try Fixtures.lint() == [])
}

@Test func aFeatureUsingAFeatureBreaksFeatureIsolation() throws {
    let lines = try Fixtures.lint([
        FixtureTarget("FeatureA", .library, ["Core", "FeatureB"], "import Core\nimport FeatureB")
    ])
    #expect(lines == ["FeatureA -> FeatureB: feature-isolation (features never depend on features)"])
}

@Test func aNonComposerUsingAFeatureBreaksFeatureComposition() throws {
    let lines = try Fixtures.lint([FixtureTarget("Core", .library, ["FeatureA"], "import FeatureA")])
    #expect(lines.contains("Core -> FeatureA: feature-composition (only Shell depends on features)"))
}

@Test func aLowerLayerUsingAHigherOneBreaksTheLayerRule() throws {
    let lines = try Fixtures.lint([FixtureTarget("Core", .library, ["Shell"], "import Shell")])
    #expect(lines.contains("Core -> Shell: layer (platform may use no other layer, not app)"))
}

@Test func aTestUsingWhatItsSubjectMayNotUseBreaksTheLayerRule() throws {
    let lines = try Fixtures.lint([
        FixtureTarget("CoreTests", .test, ["Core", "Shell"], "import Testing\nimport Core\nimport Shell")
    ])
    #expect(lines == ["CoreTests -> Shell: layer (tests of Core (platform) may use no other layer, not app)"])
}

@Test func aTestOfAFeatureMayUseItsFeatureAndWhatTheFeatureMayUse() throws {
    let lines = try Fixtures.lint([
        FixtureTarget("FeatureATests", .test, ["FeatureA", "Core"], "@testable import FeatureA\nimport Core")
    ])
    #expect(lines == [])
}

@Test func aTargetInNoLayerIsReported() throws {
    let lines = try Fixtures.lint([FixtureTarget("Stray", .library, [], "")])
    #expect(lines == ["Stray: unassigned-target (not in any layer of rules.json)"])
}

@Test func aTestWithoutASubjectIsReported() throws {
    let lines = try Fixtures.lint([FixtureTarget("SmokeTests", .test, [], "")])
    #expect(
        lines == [
            "SmokeTests: unassigned-target (its subject Smoke is not a layered target; "
                + "name it <Target>Tests or map it under \"testSubjects\" in rules.json)"
        ]
    )
}

@Test func aChainTallerThanTheLimitIsReported() throws {
    let lines = try Fixtures.lint([
        FixtureTarget("Core", .library, ["Base"], "import Base"),
        FixtureTarget("Base", .library, ["Root"], "import Root"),
        FixtureTarget("Root", .library, [], ""),
    ])
    let expected = "Shell: maximum-height (Shell -> FeatureA -> Core -> Base -> Root is 5 targets tall, the limit is 4)"
    #expect(lines.contains(expected))
}

@Test func anImportWithoutADeclarationIsImplicit() throws {
    let lines = try Fixtures.lint([FixtureTarget("FeatureB", .library, ["Core"], "import Core\nimport FeatureA")])
    #expect(
        lines == [
            "FeatureB -> FeatureA: implicit-import (imported in FeatureB.swift:2 but not declared in Package.swift)"
        ]
    )
}

@Test func aDeclarationWithoutAnImportIsRedundant() throws {
    let lines = try Fixtures.lint([FixtureTarget("FeatureB", .library, ["Core"], "")])
    #expect(
        lines == [
            "FeatureB -> Core: redundant-dependency (declared in Package.swift but no source of FeatureB imports it)"
        ]
    )
}

@Test func testTargetsAreNotCheckedForRedundantDependencies() throws {
    let lines = try Fixtures.lint([FixtureTarget("ShellTests", .test, ["Shell", "Core"], "@testable import Shell")])
    #expect(lines == [])
}

@Test func testableImportOutsideATestTargetIsReported() throws {
    let lines = try Fixtures.lint([FixtureTarget("FeatureB", .library, ["Core"], "@testable import Core")])
    #expect(lines == ["FeatureB -> Core: testable-import (@testable import in FeatureB.swift:1 outside a test target)"])
}

@Test func rulesNamingATargetThePackageLacksAreAToolError() throws {
    let graph = try DependencyGraph(
        package: PackageModel(name: "Tiny", root: "/", targets: [PackageTarget(name: "Shell", kind: .executable)])
    )
    let expected = DepgraphError.invalidRules(
        file: "rules.json",
        detail: "layer 'platform' lists Core, which the package does not have"
    )
    #expect(throws: expected) {
        try Linter(graph: graph, rules: try Fixtures.rules(), rulesFile: "rules.json")
    }
}

@Test func aPendingTargetIsNotReportedForUnusedDependencies() throws {
    var rules = try String(contentsOfFile: Fixtures.path("rules.json"), encoding: .utf8)
    rules = rules.replacingOccurrences(
        of: #""redundant-dependency": { "kinds": ["library", "executable"] }"#,
        with: #""redundant-dependency": { "kinds": ["library", "executable"], "pending": { "Shell": "later" } }"#
    )
    let parsed = try RulesParser.parse(Data(rules.utf8), file: "rules.json")
    let (model, _) = Fixtures.package()
    let linter = try Linter(graph: try DependencyGraph(package: model), rules: parsed, rulesFile: "rules.json")
    #expect(linter.violations(imports: [:]).allSatisfy { $0.target != "Shell" })
    #expect(
        linter.pendingNotes(imports: [:]) == ["Shell: 3 declared but unused dependencies tolerated as pending (later)"])
}
