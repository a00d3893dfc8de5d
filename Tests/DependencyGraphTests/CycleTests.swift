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

@Test func aTargetThatDependsOnItselfIsACycle() throws {
    let lines = try Fixtures.lint([FixtureTarget("Core", .library, ["Core"], "")])
    #expect(lines.contains("Core -> Core: cycle (Core -> Core)"), "\(lines)")
}

/// A broken finder could loop for ever: it runs on a thread of its own, and the test fails
/// when it has not answered in time instead of holding up the run.
@Test func aTwoTargetLoopIsFoundInTime() throws {
    let package = PackageModel(
        name: "Loop",
        root: "/",
        targets: [
            PackageTarget(name: "A", kind: .library, dependencies: ["B"]),
            PackageTarget(name: "B", kind: .library, dependencies: ["A"]),
        ]
    )
    let graph = try DependencyGraph(package: package)
    let run = Deadline.run(within: 5) { CycleFinder.cycles(in: graph) }
    let found = try #require(run, "looking for the loop of two targets was still running after 5 s")
    #expect(found.value == [["A", "B", "A"]])
}
