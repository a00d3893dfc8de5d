import Testing

@testable import DependencyGraph

@Test func theGeneratedPackageHasTheRequestedSizeAndFollowsItsRules() throws {
    let synthetic = SyntheticPackage(targetCount: 500)
    let outcome = try Benchmark.analyse(synthetic)
    #expect(synthetic.package.targets.count == 500)
    #expect(outcome.violations == 0)
}

@Test func theGeneratedPackageIsTheSameEveryTime() {
    #expect(SyntheticPackage(targetCount: 200).package == SyntheticPackage(targetCount: 200).package)
}
