import Foundation
import Testing

@testable import DependencyGraph

/// Paths of the committed fixtures and a small way to describe packages in code.
enum Fixtures {
    /// The fixture folder inside the test bundle.
    static var directory: String {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures").path ?? ""
    }

    /// The fixture folder in the source tree, where golden files are recorded.
    static var sourceDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
    }

    static func path(_ name: String) -> String { directory + "/" + name }

    /// The fixture architecture: platform Core, features FeatureA and FeatureB, app Shell.
    static func rules() throws -> ModuleRules {
        try RulesParser.load(path: path("rules.json"))
    }

    /// A clean fixture package; `changes` adds or replaces targets and their sources.
    static func package(_ changes: [FixtureTarget] = []) -> (PackageModel, [String: String]) {
        var targets: [String: FixtureTarget] = [:]
        for target in cleanTargets + changes { targets[target.name] = target }
        let model = PackageModel(
            name: "Fixture",
            root: "/fixture",
            targets: targets.values.map {
                PackageTarget(name: $0.name, kind: $0.kind, dependencies: $0.dependencies)
            }
        )
        return (model, targets.mapValues(\.source))
    }

    /// Lints a fixture package with the fixture rules (or `rules`) and returns the printed lines.
    static func lint(_ changes: [FixtureTarget] = [], rules: ModuleRules? = nil) throws -> [String] {
        let (model, sources) = package(changes)
        let graph = try DependencyGraph(package: model)
        let linter = try Linter(graph: graph, rules: try rules ?? Self.rules(), rulesFile: "rules.json")
        let scanner = ImportScanner()
        var imports: [String: [LocatedImport]] = [:]
        for (name, source) in sources {
            imports[name] = scanner.imports(in: source).map { LocatedImport(statement: $0, file: "\(name).swift") }
        }
        return linter.violations(imports: imports).map(\.description)
    }

    private static let cleanTargets = [
        FixtureTarget("Core", .library, [], ""),
        FixtureTarget("FeatureA", .library, ["Core"], "import Core"),
        FixtureTarget("FeatureB", .library, ["Core"], "import Core"),
        FixtureTarget(
            "Shell", .executable, ["Core", "FeatureA", "FeatureB"], "import Core\nimport FeatureA\nimport FeatureB"),
        FixtureTarget("ShellTests", .test, ["Shell"], "import Testing\n@testable import Shell"),
    ]
}

/// One target of a fixture package with its single source file.
struct FixtureTarget {
    let name: String
    let kind: TargetKind
    let dependencies: [String]
    let source: String

    init(_ name: String, _ kind: TargetKind, _ dependencies: [String], _ source: String) {
        self.name = name
        self.kind = kind
        self.dependencies = dependencies
        self.source = source
    }
}
