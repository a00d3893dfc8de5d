import Testing

@testable import DependencyGraph

@Test func aLoopIsReportedWithItsPath() throws {
    let lines = try Fixtures.lint([
        FixtureTarget("Core", .library, ["Base"], "import Base"),
        FixtureTarget("Base", .library, ["Core"], "import Core"),
    ])
    #expect(lines.contains("Base -> Core: cycle (Base -> Core -> Base)"))
}

@Test func theShortestLoopThroughTheSmallestNameIsReported() throws {
    let package = PackageModel(
        name: "Loops",
        root: "/",
        targets: [
            PackageTarget(name: "A", kind: .library, dependencies: ["B"]),
            PackageTarget(name: "B", kind: .library, dependencies: ["C", "D"]),
            PackageTarget(name: "C", kind: .library, dependencies: ["D"]),
            PackageTarget(name: "D", kind: .library, dependencies: ["A"]),
            PackageTarget(name: "E", kind: .library, dependencies: ["A"]),
        ]
    )
    #expect(CycleFinder.cycles(in: try DependencyGraph(package: package)) == [["A", "B", "D", "A"]])
}

@Test func separateLoopsAreReportedSeparately() throws {
    let package = PackageModel(
        name: "Loops",
        root: "/",
        targets: [
            PackageTarget(name: "A", kind: .library, dependencies: ["B"]),
            PackageTarget(name: "B", kind: .library, dependencies: ["A"]),
            PackageTarget(name: "X", kind: .library, dependencies: ["Y"]),
            PackageTarget(name: "Y", kind: .library, dependencies: ["X"]),
        ]
    )
    #expect(CycleFinder.cycles(in: try DependencyGraph(package: package)) == [["A", "B", "A"], ["X", "Y", "X"]])
}

@Test func anAcyclicGraphHasNoLoops() throws {
    let (model, _) = Fixtures.package()
    #expect(CycleFinder.cycles(in: try DependencyGraph(package: model)).isEmpty)
}
