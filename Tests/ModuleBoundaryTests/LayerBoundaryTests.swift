import Testing

@testable import DependencyGraph

/// The rules file keeps the app and the tooling apart: what each side may use, judged on this
/// package's own graph, for the imports that would break the blueprint if someone added them.
@Suite struct LayerBoundaryTests {
    private func violation(_ from: String, _ to: String) throws -> Violation? {
        let linter = try PackageUnderTest.linter()
        return EdgeRules(graph: linter.graph, rules: linter.rules).violation(for: Edge(from: from, to: to))
    }

    @Test(arguments: [
        "FlowRunner", "HTTPServerKit", "CommandLineKit", "Studio", "DesignSystemTools", "DependencyGraph",
    ])
    func theCompositionRootUsesNoTooling(tool: String) throws {
        let found = try #require(try violation("App", tool))
        #expect(found.rule == .layer)
        #expect(
            found.reason.hasPrefix(
                "app may use features, services, kits, models, components, foundation, strings, platform, defaults, not "
            ))
    }

    @Test func aFeaturesOwnSourcesCannotUseTestSupportButItsTestsCan() throws {
        let found = try #require(try violation("HomeModule", "TestSupport"))
        #expect(found.rule == .layer)
        #expect(
            found.reason == "features may use kits, models, components, foundation, strings, platform, not test-support"
        )
        #expect(try violation("HomeModuleTests", "TestSupport") == nil)
    }

    @Test func theToolingReachesTheAppThroughAppAndNeverAFeatureDirectly() throws {
        #expect(try violation("Benchmarks", "App") == nil)
        #expect(try violation("Studio", "App") == nil)
        for tool in ["Studio", "FlowFileHost", "ScreenCatalogue", "AppCommandLine"] {
            let found = try #require(try violation(tool, "HomeModule"))
            #expect(found.rule == .featureComposition)
        }
    }

    @Test func theBenchmarksAndTheAppsTestSupportRegisterServicesForTheFeaturesAsAppDoes() throws {
        #expect(try violation("Benchmarks", "HomeModule") == nil)
        #expect(try violation("AppTestSupport", "ExploreModule") == nil)
    }

    @Test(arguments: ["HomeModule", "ExploreModule", "ArticleKit", "ScreenCatalogue", "DesignSystemTools"])
    func onlyTheCompositionRootAndTheToolingThatHostsTheAppUseTheServices(user: String) throws {
        let found = try #require(try violation(user, "SessionStore"))
        #expect(found.rule == .servicesComposition || found.rule == .layer)
        #expect(try violation(user, "ContentServices") != nil)
    }

    @Test func aFeatureThatUsesTheServicesIsToldWhoMay() throws {
        let found = try #require(try violation("HomeModule", "ContentServices"))
        #expect(found.rule == .servicesComposition)
        #expect(
            found.reason
                == "only App, AppCommandLine, AppTestSupport, Benchmarks, FlowFileHost, Studio depends on services")
    }

    @Test func theServicesAreUsedByAppTheBenchmarksAndTheirOwnTests() throws {
        #expect(try violation("App", "ContentServices") == nil)
        #expect(try violation("AppTests", "ContentServices") == nil)
        #expect(try violation("Benchmarks", "ContentServices") == nil)
        #expect(try violation("ContentServicesTests", "ContentServices") == nil)
    }

    @Test func aFeatureImportingTheServicesFailsLint() throws {
        let linter = try PackageUnderTest.linter()
        var imports = try SourceImportReader.imports(of: linter.graph, rules: linter.rules)
        let planted = ImportStatement(path: ["ContentServices"], line: 1)
        imports["HomeModule", default: []].append(LocatedImport(statement: planted, file: "Planted.swift"))
        let lines = linter.violations(imports: imports).map(\.description)
        #expect(lines.contains { $0.hasPrefix("HomeModule -> ContentServices: implicit-import") })
    }

    @Test func theServicesUseTheDomainAndTheDefaultsStandInAndNoUI() throws {
        let linter = try PackageUnderTest.linter()
        #expect(linter.graph.target(named: "ContentServices")?.dependencies == ["ContentModels"])
        #expect(linter.graph.target(named: "SessionStore")?.dependencies == ["HeadlessDefaults", "HeadlessStrings"])
        #expect(try violation("ContentServices", "HeadlessUI")?.rule == .layer)
        #expect(try violation("SessionStore", "HeadlessUI")?.rule == .layer)
    }

    @Test func theAppLayersNeverUseTheTooling() throws {
        for (from, to) in [
            ("HeadlessUI", "FlowRunner"), ("DesignSystem", "DesignSystemTools"), ("Components", "Studio"),
        ] {
            #expect(try violation(from, to)?.rule == .layer, "\(from) -> \(to)")
        }
    }

    @Test(arguments: [
        ("ContentModels", "HeadlessUI"), ("ContentModels", "DesignSystem"), ("ContentServices", "HeadlessUI"),
        ("SessionStore", "DesignSystem"), ("SessionStore", "Components"),
    ])
    func aUIImportPlantedInTheDomainOrTheServicesFailsLint(module: String, ui: String) throws {
        let package = try PackageLoader.load(packagePath: PackageUnderTest.root)
        let planted = PackageModel(
            name: package.name, root: package.root,
            targets: package.targets.map { target in
                guard target.name == module else { return target }
                return PackageTarget(
                    name: target.name, kind: target.kind, directory: target.directory, sources: target.sources,
                    dependencies: target.dependencies + [ui])
            })
        let linter = try Linter(
            graph: try DependencyGraph(package: planted),
            rules: try RulesParser.load(path: PackageUnderTest.root + "/" + PackageUnderTest.rulesFile),
            rulesFile: PackageUnderTest.rulesFile)
        var imports = try SourceImportReader.imports(of: linter.graph, rules: linter.rules)
        imports[module, default: []].append(
            LocatedImport(statement: ImportStatement(path: [ui], line: 1), file: "Planted.swift"))
        let lines = linter.violations(imports: imports).map(\.description)
        #expect(lines.contains { $0.hasPrefix("\(module) -> \(ui): layer") }, "\(lines)")
    }
}
