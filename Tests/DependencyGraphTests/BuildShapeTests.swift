import Foundation
import Testing

@testable import DependencyGraph

private let description = Fixtures.path("FeatureIsolation/description.json")

private func fixtureGraph() throws -> DependencyGraph {
    try DependencyGraph(package: try PackageLoader.load(descriptionFile: description))
}

@Test func theShapeHasHeightLevelsAndFans() throws {
    let shape = try BuildShape(graph: try fixtureGraph())
    #expect(shape.height == 5)
    #expect(shape.criticalPath == ["ShellTests", "Shell", "FeatureA", "FeatureB", "Core"])
    #expect(shape.levels == [["Core"], ["FeatureB"], ["FeatureA"], ["Shell"], ["ShellTests"]])
    let core = try #require(shape.entries.first { $0.name == "Core" })
    #expect(core.fanIn == 3 && core.fanOut == 0)
    let shell = try #require(shape.entries.first { $0.name == "Shell" })
    #expect(shell.fanIn == 1 && shell.fanOut == 3)
}

@Test func skippingTestsLowersTheShape() throws {
    let shape = try BuildShape(graph: try fixtureGraph(), skipTests: true)
    #expect(shape.height == 4)
    #expect(!shape.entries.contains { $0.name == "ShellTests" })
}

@Test func independentTargetsShareALevel() throws {
    let package = PackageModel(
        name: "Wide",
        root: "/",
        targets: [
            PackageTarget(name: "Base", kind: .library),
            PackageTarget(name: "Left", kind: .library, dependencies: ["Base"]),
            PackageTarget(name: "Right", kind: .library, dependencies: ["Base"]),
        ]
    )
    let shape = try BuildShape(graph: try DependencyGraph(package: package))
    #expect(shape.levels.map(\.count) == [1, 2])
}

@Test func aLoopHasNoShape() throws {
    let package = PackageModel(
        name: "Loop",
        root: "/",
        targets: [
            PackageTarget(name: "A", kind: .library, dependencies: ["B"]),
            PackageTarget(name: "B", kind: .library, dependencies: ["A"]),
        ]
    )
    #expect(throws: DepgraphError.cycle(loop: ["A", "B", "A"])) {
        try BuildShape(graph: try DependencyGraph(package: package))
    }
}

@Test func statsPrintsTheHeightAndTheCriticalPath() {
    let run = CommandRun(["stats", "--description", description])
    #expect(run.status == 0)
    #expect(run.output.contains("height: 5"))
    #expect(run.output.contains("critical path: ShellTests -> Shell -> FeatureA -> FeatureB -> Core"))
}

@Test func statsPrintsJSONForScripts() throws {
    let run = CommandRun(["stats", "--description", description, "--format", "json", "--skip-tests"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["height"] as? Int == 4)
    #expect(object["widthPerLevel"] as? [Int] == [1, 1, 1, 1])
    #expect(object["criticalPath"] as? [String] == ["Shell", "FeatureA", "FeatureB", "Core"])
}
