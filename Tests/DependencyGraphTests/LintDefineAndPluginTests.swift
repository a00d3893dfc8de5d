import Testing

@testable import DependencyGraph

private let kinds = Fixtures.path("Kinds/description.json")
private let kindsRules = Fixtures.path("Kinds/rules.json")

@Test func withoutItsDefineAnImportUnderIfIsInactive() {
    let run = CommandRun(["lint", "--description", kinds, "--rules", kindsRules])
    #expect(run.status == 1)
    #expect(
        run.output
            == "App -> Extra: redundant-dependency (declared in Package.swift but no source of App imports it)\n")
}

@Test func aDefineFromTheCommandLineMakesTheBranchActive() {
    let run = CommandRun(["lint", "--description", kinds, "--rules", kindsRules, "--define", "FEATURE_EXTRA"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.isEmpty)
}

@Test func aDefineFromTheManifestMakesTheBranchActive() {
    let run = CommandRun([
        "lint", "--description", kinds, "--manifest", Fixtures.path("Kinds/dump-package.json"), "--rules", kindsRules,
    ])
    #expect(run.status == 0, "\(run.output)")
}

@Test func aDefineForAnotherPlatformIsNotSet() throws {
    let package = try PackageLoader.load(
        descriptionFile: kinds, manifestFile: Fixtures.path("Kinds/dump-package.json"))
    #expect(package.targets.first { $0.name == "App" }?.defines == ["FEATURE_EXTRA"])
}

@Test func aPluginMayImportPackagePluginAndNeedNotImportItsTools() {
    let run = CommandRun(["lint", "--description", kinds, "--rules", kindsRules, "--define", "FEATURE_EXTRA"])
    #expect(!run.output.contains("Generate"), "\(run.output)")
}

@Test func aLibraryImportingPackagePluginIsStillAnImplicitImport() throws {
    let lines = try Fixtures.lint([FixtureTarget("Core", .library, [], "import PackagePlugin")])
    #expect(lines.contains { $0.hasPrefix("Core -> PackagePlugin: implicit-import") })
}

@Test func aPluginDependingOnALibraryItDoesNotImportIsStillRedundant() throws {
    let package = PackageModel(
        name: "Plugins",
        root: "/plugins",
        targets: [
            PackageTarget(name: "Core", kind: .library),
            PackageTarget(name: "Tool", kind: .executable),
            PackageTarget(name: "Generate", kind: .plugin, dependencies: ["Core", "Tool"]),
        ]
    )
    let graph = try DependencyGraph(package: package)
    let rules = ModuleRules(
        layers: [Layer(name: "all", targets: ["Core", "Generate", "Tool"], mayUse: ["all"])],
        redundantDependencyKinds: [.plugin]
    )
    let linter = try Linter(graph: graph, rules: rules, rulesFile: "rules.json")
    let imports = [
        "Generate": ImportScanner().imports(in: "import PackagePlugin").map {
            LocatedImport(statement: $0, file: "Plugin.swift")
        }
    ]
    #expect(
        linter.violations(imports: imports).map(\.description) == [
            "Generate -> Core: redundant-dependency (declared in Package.swift but no source of Generate imports it)"
        ])
}
