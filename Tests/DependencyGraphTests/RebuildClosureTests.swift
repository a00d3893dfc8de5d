import Foundation
import Testing

@testable import DependencyGraph

/// `rebuild-closure`: every target declares all it reaches, because SwiftPM rebuilds a target
/// only when a module it declares changes.
struct RebuildClosureTests {
    private func rules(kinds: String = #"["library", "executable", "test"]"#) throws -> ModuleRules {
        let json = """
            { "version": 1,
              "layers": [{ "name": "all", "targets": ["Core", "FeatureA", "FeatureB", "Shell"], "mayUse": [] }],
              "rules": { "rebuild-closure": { "kinds": \(kinds) }, "redundant-dependency": {} } }
            """
        return try RulesParser.parse(Data(json.utf8), file: "rules.json")
    }

    @Test func aTargetReachingAnUndeclaredTargetIsReportedWithThePath() throws {
        let lines = try Fixtures.lint(rules: rules())
        #expect(
            lines
                == ["Core", "FeatureA", "FeatureB"].map {
                    "ShellTests -> \($0): rebuild-closure (reached through ShellTests -> Shell -> \($0) but not declared, "
                        + "so a change to a struct's stored properties in \($0) would not rebuild ShellTests)"
                })
    }

    @Test func declaringTheClosureSatisfiesIt() throws {
        let tests = FixtureTarget(
            "ShellTests", .test, ["Shell", "Core", "FeatureA", "FeatureB"], "import Testing\n@testable import Shell")
        #expect(try Fixtures.lint([tests], rules: rules()) == [])
    }

    @Test func onlyTheKindsNamedAreChecked() throws {
        #expect(try Fixtures.lint(rules: rules(kinds: #"["library"]"#)) == [])
    }

    @Test func aDeclaredDependencyReachedThroughAnotherIsNotRedundant() throws {
        let closure = try Fixtures.lint(
            [
                FixtureTarget("Base", .library, [], ""),
                FixtureTarget("Core", .library, ["Base"], "import Base"),
                FixtureTarget("FeatureA", .library, ["Core", "Base"], "import Core"),
                FixtureTarget("FeatureB", .library, ["Core", "Base"], "import Core\nimport Base"),
                FixtureTarget(
                    "Shell", .executable, ["Core", "Base", "FeatureA", "FeatureB"],
                    "import Core\nimport FeatureA\nimport FeatureB"),
                FixtureTarget(
                    "ShellTests", .test, ["Shell", "Core", "Base", "FeatureA", "FeatureB"], "@testable import Shell"),
            ],
            rules: rules())
        #expect(closure == [])
    }

    @Test func aDeclaredDependencyNothingElseReachesIsStillRedundant() throws {
        let lines = try Fixtures.lint(
            [
                FixtureTarget("Extra", .library, [], ""),
                FixtureTarget("FeatureB", .library, ["Core", "Extra"], "import Core"),
            ],
            rules: rules(kinds: #"["library"]"#))
        #expect(
            lines == [
                "FeatureB -> Extra: redundant-dependency (declared in Package.swift but no source of FeatureB imports it)"
            ])
    }

    @Test func aLoopEndsTheWalkInsteadOfSpinning() throws {
        let lines = try Fixtures.lint(
            [
                FixtureTarget("Core", .library, ["FeatureA"], "import FeatureA"),
                FixtureTarget("FeatureA", .library, ["Core"], "import Core"),
                FixtureTarget("FeatureB", .library, ["FeatureA"], "import FeatureA"),
            ],
            rules: rules(kinds: #"["library"]"#))
        #expect(
            lines == [
                "FeatureB -> Core: rebuild-closure (reached through FeatureB -> FeatureA -> Core but not declared, "
                    + "so a change to a struct's stored properties in Core would not rebuild FeatureB)"
            ])
    }
}
