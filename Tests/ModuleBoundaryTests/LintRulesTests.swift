import DependencyGraph
import Testing

@Test func everyLintRuleHoldsOnThisPackage() throws {
    let linter = try PackageUnderTest.linter()
    let imports = try SourceImportReader.imports(of: linter.graph, rules: linter.rules)
    let violations = linter.violations(imports: imports)
    for violation in violations {
        Issue.record(Comment(rawValue: "depgraph lint: \(violation)"))
    }
}

@Test func noFeatureSourceImportsAnotherFeatureOrTheApp() throws {
    let linter = try PackageUnderTest.linter()
    let imports = try SourceImportReader.imports(of: linter.graph, rules: linter.rules)
    let features = linter.graph.targets.map(\.name).filter { linter.rules.isFeature($0) }
    #expect(!features.isEmpty)
    let forbidden = Set(features).union(linter.rules.composers)
    for feature in features {
        for found in imports[feature] ?? []
        where forbidden.contains(found.statement.module) && found.statement.module != feature {
            Issue.record(Comment(rawValue: "\(found.location): \(feature) imports \(found.statement.module)"))
        }
    }
}
