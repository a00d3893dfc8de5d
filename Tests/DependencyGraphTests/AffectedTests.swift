import Foundation
import Testing

@testable import DependencyGraph

private let description = Fixtures.path("FeatureIsolation/description.json")

private func fixtureGraph() throws -> DependencyGraph {
    try DependencyGraph(package: try PackageLoader.load(descriptionFile: description))
}

@Test func aChangeRebuildsEverythingAboveAndRunsTheTestsAmongThem() throws {
    let affected = try AffectedTargets(changed: ["FeatureB"], in: try fixtureGraph())
    #expect(affected.rebuilt == ["FeatureA", "FeatureB", "Shell", "ShellTests"])
    #expect(affected.tests == ["ShellTests"])
    #expect(affected.testFilter == #"^(ShellTests)\."#)
}

@Test func aChangeToTheTopRebuildsOnlyItselfAndItsTests() throws {
    let affected = try AffectedTargets(changed: ["Shell"], in: try fixtureGraph())
    #expect(affected.rebuilt == ["Shell", "ShellTests"])
}

@Test func affectedPrintsJSONForCI() throws {
    let run = CommandRun(["affected", "Core", "--description", description, "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["rebuilt"] as? [String] == ["Core", "FeatureA", "FeatureB", "Shell", "ShellTests"])
    #expect(object["tests"] as? [String] == ["ShellTests"])
}

@Test func affectingAnUnknownTargetIsAUsageErrorWithASuggestion() {
    let run = CommandRun(["affected", "Cor", "--description", description])
    #expect(run.status == 2)
    #expect(
        run.errors.hasPrefix("error: affected: Cor is not a target of the package (did you mean 'Core'?)"))
}

@Test func affectedNeedsTargetsOrARevision() {
    #expect(CommandRun(["affected", "--description", description]).status == 2)
    #expect(CommandRun(["affected", "Core", "--since", "HEAD", "--description", description]).status == 2)
}

@Test func changedFilesMapToTheTargetsHoldingThem() throws {
    let graph = try fixtureGraph()
    let files = ChangedFiles(
        files: ["Sources/FeatureB/FeatureB.swift", "README.md", "Sources/Core/New.swift"], in: graph)
    #expect(files.targets == ["Core", "FeatureB"])
    #expect(files.unowned == ["README.md"])
    #expect(ChangedFiles(files: ["Package.swift"], in: graph).targets == graph.targets.map(\.name))
}

@Suite(.serialized) struct AffectedSinceTests {
    func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.invalid"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    @Test func filesChangedSinceARevisionNameTheirTargets() throws {
        let folder = try TemporaryFolder("since")
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("FeatureIsolation"), toPath: folder.path)
        try git(["init", "-q"], in: folder.path)
        try git(["add", "."], in: folder.path)
        try git(["commit", "-q", "-m", "fixture"], in: folder.path)
        try folder.write("import Core\npublic let changed = 1\n", to: "Sources/FeatureB/FeatureB.swift")
        try folder.write("notes\n", to: "NOTES.md")
        let run = CommandRun(["affected", "--since", "HEAD", "--description", folder.path + "/description.json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                changed: FeatureB
                rebuilt (4): FeatureA, FeatureB, Shell, ShellTests
                tests to run (1): ShellTests

                """)
    }

    @Test func aRevisionThatDoesNotExistIsAToolError() throws {
        let folder = try TemporaryFolder("since")
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("FeatureIsolation"), toPath: folder.path)
        try git(["init", "-q"], in: folder.path)
        let run = CommandRun([
            "affected", "--since", "no-such-revision", "--description", folder.path + "/description.json",
        ])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("depgraph: --since no-such-revision: no such revision in the git repository at"))
    }
}

extension AffectedSinceTests {
    @Test func changesMadeOnTheRevisionAfterTheBranchLeftItAreNotCounted() throws {
        let folder = try TemporaryFolder("since")
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("FeatureIsolation"), toPath: folder.path)
        try git(["init", "-q", "-b", "trunk"], in: folder.path)
        try git(["add", "."], in: folder.path)
        try git(["commit", "-q", "-m", "fixture"], in: folder.path)
        try git(["checkout", "-q", "-b", "topic"], in: folder.path)
        try folder.write("import Core\npublic let changed = 1\n", to: "Sources/FeatureB/FeatureB.swift")
        try git(["commit", "-q", "-am", "topic change"], in: folder.path)
        try git(["checkout", "-q", "trunk"], in: folder.path)
        try folder.write("public let core = 2\n", to: "Sources/Core/Core.swift")
        try git(["commit", "-q", "-am", "trunk change"], in: folder.path)
        try git(["checkout", "-q", "topic"], in: folder.path)
        let run = CommandRun(["affected", "--since", "trunk", "--description", folder.path + "/description.json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("changed: FeatureB\n"))
        let json = CommandRun([
            "affected", "--since", "trunk", "--description", folder.path + "/description.json", "--format", "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["changedFiles"] as? [String] == ["Sources/FeatureB/FeatureB.swift"])
        #expect(object["unownedFiles"] as? [String] == [])
    }
}

@Test func sinceOutsideAGitRepositoryIsAToolError() throws {
    let folder = try TemporaryFolder("since")
    defer { folder.remove() }
    try folder.write(#"{ "name": "P", "path": ".", "targets": [] }"#, to: "description.json")
    let run = CommandRun(["affected", "--since", "HEAD", "--description", folder.path + "/description.json"])
    #expect(run.status == 2)
    #expect(run.errors == "depgraph: --since HEAD: \(folder.path) is not inside a git repository\n")
}
