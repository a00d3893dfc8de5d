import Foundation
import Testing

@testable import DependencyGraph

private let description = Fixtures.path("FeatureIsolation/description.json")
private let rules = Fixtures.path("rules.json")

@Test func theReductionLeavesOutEdgesImpliedByLongerPaths() throws {
    let run = CommandRun(["--description", description, "--rules", rules, "--reduce", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let edges = (object["edges"] as? [[String: Any]] ?? []).map {
        "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")"
    }
    // FeatureA -> Core, Shell -> Core and Shell -> FeatureB follow from longer paths.
    #expect(edges == ["FeatureA -> FeatureB", "FeatureB -> Core", "Shell -> FeatureA", "ShellTests -> Shell"])
}

@Test func theReductionKeepsEveryEdgeOfALoop() {
    let reduction = TransitiveReduction(edges: [("A", "B"), ("B", "C"), ("C", "A"), ("A", "C")])
    #expect(!reduction.isImplied(from: "A", to: "B"))
    #expect(!reduction.isImplied(from: "A", to: "C"))
}

@Test func withoutGraphvizAPictureIsAToolErrorSayingHowToInstallIt() {
    let run = CommandRun(
        ["--description", description, "--format", "svg"], graphviz: GraphvizRenderer(searchPath: ["/nonexistent"]))
    #expect(run.status == 2)
    #expect(run.errors.contains("--format svg needs Graphviz's `dot`, which is not on PATH"))
    #expect(run.errors.contains("apt-get install graphviz"))
}

@Test func withGraphvizTheGraphIsDrawnAsSVGAndPNG() throws {
    guard GraphvizRenderer().executable != nil else {
        print("note: Graphviz (dot) is not installed; skipping the picture check")
        return
    }
    let svg = CommandRun(["--description", description, "--format", "svg"])
    #expect(svg.status == 0, "\(svg.errors)")
    #expect(svg.output.contains("<svg"))
    #expect(svg.output.contains("FeatureA"))
    let folder = try TemporaryFolder("picture")
    defer { folder.remove() }
    let png = CommandRun(["--description", description, "--format", "png", "--output", folder.path + "/graph.png"])
    #expect(png.status == 0, "\(png.errors)")
    let bytes = try #require(FileManager.default.contents(atPath: folder.path + "/graph.png"))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
}
