import Foundation
import Testing

@testable import DependencyGraph

/// The kind depgraph must report for each `type` of `swift package describe`.
private let expectedKinds = [
    "library": "library", "executable": "executable", "test": "test", "plugin": "plugin", "macro": "macro",
    "system-target": "system-library", "binary": "binary", "snippet": "snippet",
]

private func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Test func everyDescribedDependencyIsAnEdgeAndEveryKindMatchesOnTheCorpus() throws {
    guard let files = Corpus.describeFiles() else { return }
    #expect(files.count == 9)
    for file in files {
        let described = try jsonObject(try String(contentsOfFile: file, encoding: .utf8))
        let targets = try #require(described["targets"] as? [[String: Any]])
        var expectedEdges: Set<String> = []
        var expectedKind: [String: String] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            expectedKind[name] = expectedKinds[try #require(target["type"] as? String)]
            let dependencies =
                (target["target_dependencies"] as? [String] ?? []) + (target["product_dependencies"] as? [String] ?? [])
            for dependency in dependencies { expectedEdges.insert("\(name) -> \(dependency)") }
        }
        let run = CommandRun(["--description", file, "--format", "json"])
        #expect(run.status == 0, "\(file): \(run.errors)")
        let drawn = try jsonObject(run.output)
        let edges = try #require(drawn["edges"] as? [[String: Any]])
        let reported = Set(edges.map { "\($0["from"] as? String ?? "?") -> \($0["to"] as? String ?? "?")" })
        #expect(reported == expectedEdges, "\(file): edges differ")
        #expect(edges.count == expectedEdges.count, "\(file): an edge is reported twice")
        let kinds = try #require(drawn["targets"] as? [[String: Any]])
        let reportedKind = Dictionary(
            uniqueKeysWithValues: kinds.map { ($0["name"] as? String ?? "?", $0["kind"] as? String ?? "?") })
        #expect(reportedKind == expectedKind, "\(file): kinds differ")
        let productEdges = edges.filter { $0["kind"] as? String == "product" }.count
        print(
            "conformance \(URL(fileURLWithPath: file).lastPathComponent): \(targets.count) targets, "
                + "\(reported.count) of \(expectedEdges.count) edges (\(productEdges) to products), kinds match")
    }
}

@Test func skippingExternalProductsLeavesOnlyTargetEdgesOnTheCorpus() throws {
    guard let files = Corpus.describeFiles() else { return }
    for file in files {
        let run = CommandRun(["--description", file, "--format", "json", "--skip-external"])
        let drawn = try jsonObject(run.output)
        let edges = try #require(drawn["edges"] as? [[String: Any]])
        #expect(edges.allSatisfy { $0["kind"] as? String == "target" }, "\(file)")
        #expect((drawn["products"] as? [Any])?.isEmpty == true, "\(file)")
    }
}
