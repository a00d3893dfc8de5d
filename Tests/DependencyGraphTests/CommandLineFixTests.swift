import Foundation
import Testing

@testable import DependencyGraph

private let description = Fixtures.path("FeatureIsolation/description.json")
private let rules = Fixtures.path("rules.json")

@Test func aPackagePathStartingWithDotDotIsResolvedFromTheCurrentFolder() {
    let parent = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent().path
    let missing = "depgraph-missing-\(UUID().uuidString)"
    let run = CommandRun(["lint", "--package-path", "../\(missing)/./sub/.."])
    #expect(run.status == 2)
    #expect(run.errors == "depgraph: \(parent)/\(missing): expected a SwiftPM package (Package.swift), found none\n")
}

@Test func everyFocusGivenIsKept() throws {
    let run = CommandRun([
        "--description", description, "--rules", rules, "--focus", "ShellTests", "--focus", "Core", "--direct",
        "--format", "json",
    ])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let names = (object["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names == ["Core", "FeatureA", "FeatureB", "Shell", "ShellTests"])
    let edges = (object["edges"] as? [[String: Any]] ?? []).map {
        "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")"
    }
    #expect(edges == ["FeatureA -> Core", "FeatureB -> Core", "Shell -> Core", "ShellTests -> Shell"])
}

@Test func aRulesFileLettingALowerLayerUseAHigherOneIsAToolError() throws {
    let folder = try TemporaryFolder("rules")
    defer { folder.remove() }
    try folder.write(
        #"{ "version": 1, "layers": [{ "name": "platform", "targets": ["Core"], "mayUse": ["app"] }, "#
            + #"{ "name": "app", "targets": ["Shell"], "mayUse": ["platform"] }], "rules": { "layer": {} } }"#,
        to: "rules.json"
    )
    let run = CommandRun(["lint", "--description", description, "--rules", folder.path + "/rules.json"])
    #expect(run.status == 2)
    #expect(run.errors.contains("layer 'platform' may not use 'app', which is listed above it"))
}

@Test func aManifestFileWithoutADescriptionIsAUsageError() {
    let run = CommandRun(["--manifest", Fixtures.path("Kinds/dump-package.json")])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: --manifest goes with --description"))
}
