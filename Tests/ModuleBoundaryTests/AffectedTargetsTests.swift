import DependencyGraph
import Testing

@Test func aChangeToHomeModuleRebuildsTheAppAndRunsTheTestsAboveItButNotOtherFeatures() throws {
    let graph = try PackageUnderTest.linter().graph
    let affected = try AffectedTargets(changed: ["HomeModule"], in: graph)
    #expect(affected.rebuilt.contains("App"))
    #expect(affected.tests.contains("HomeModuleTests"))
    #expect(affected.tests.contains("AppTests"))
    #expect(!affected.rebuilt.contains("ExploreModule"))
    #expect(!affected.tests.contains("ExploreModuleTests"))
    // Every test target that depends on a rebuilt target, directly or not, is among the tests to run.
    for target in graph.targets where target.kind == .test {
        let reachesHome = target.dependencies.contains { affected.rebuilt.contains($0) }
        #expect(affected.tests.contains(target.name) == reachesHome, "\(target.name)")
    }
}
