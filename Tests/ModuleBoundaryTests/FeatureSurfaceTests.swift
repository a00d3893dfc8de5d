import DependencyGraph
import Testing

@Test func everyFeatureModuleExposesOnlyTheAllowedShape() throws {
    let linter = try PackageUnderTest.linter()
    let features = linter.graph.targets.map(\.name).filter { linter.rules.isFeature($0) }
    #expect(!features.isEmpty)
    for feature in features {
        let symbols = try SymbolGraphReader.symbols(of: feature, buildPath: PackageUnderTest.buildPath)
        #expect(symbols.contains { $0.isTopLevel }, "\(feature) exposes nothing; expected at least its Builder")
        for violation in SurfaceRules.violations(module: feature, symbols: symbols, rules: linter.rules) {
            Issue.record(Comment(rawValue: "\(violation)"))
        }
    }
}
