import Foundation
import Testing

@testable import DependencyGraph

/// Targets whose names are words the drawing languages reserve, or hold line breaks and
/// backticks: each still draws as one node of its own.
private func view(of names: [String], products: [String] = []) throws -> GraphView {
    let targets = names.enumerated().map { index, name in
        PackageTarget(
            name: name, kind: .library, dependencies: index > 0 ? [names[index - 1]] : [],
            productDependencies: index == 0 ? products : [])
    }
    let package = PackageModel(
        name: "Hostile", root: "/hostile", targets: targets,
        productPackages: Dictionary(uniqueKeysWithValues: products.map { ($0, "swift-syntax") }))
    return try GraphView(graph: try DependencyGraph(package: package), linter: nil)
}

/// Words Mermaid's flowchart grammar reads as keywords.
private let mermaidKeywords: Set<String> = [
    "end", "subgraph", "style", "click", "class", "classdef", "linkstyle", "default", "graph", "flowchart",
    "direction", "call", "href", "callback", "interpolate",
]

/// The ids a Mermaid drawing declares for nodes and subgraphs, and those its edges use.
private func mermaidIDs(_ text: String) -> (declared: [String], used: [String]) {
    var declared: [String] = []
    var used: [String] = []
    for line in text.split(separator: "\n").map(String.init) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("subgraph ") {
            declared.append(String(trimmed.dropFirst("subgraph ".count).prefix { $0 != "[" }))
        } else if line.hasPrefix("        ") {
            declared.append(String(trimmed.prefix { $0 != "[" && $0 != "(" && $0 != "{" && $0 != ">" }))
        } else if trimmed.contains("-->") || trimmed.contains("-.->") {
            let words = trimmed.split(separator: " ")
            if let first = words.first, let last = words.last { used += [String(first), String(last)] }
        }
    }
    return (declared, used)
}

@Test func targetsNamedLikeMermaidKeywordsGetIdsOfTheirOwn() throws {
    let names = ["style", "click", "class", "subgraph", "default", "end", "End", "layer0", "ext0", "t_style"]
    let mermaid = MermaidRenderer.render(try view(of: names, products: ["SwiftSyntax"]))
    let (declared, used) = mermaidIDs(mermaid)
    #expect(declared.count == names.count + 3, "\(declared)")
    #expect(Set(declared).count == declared.count, "two nodes or subgraphs share an id: \(declared)")
    #expect(Set(used).isSubset(of: Set(declared)), "an edge names an undeclared id: \(used)")
    #expect(declared.allSatisfy { !mermaidKeywords.contains($0.lowercased()) }, "\(declared)")
    for name in names { #expect(mermaid.contains("[\"\(name)\"]"), "no node labelled \(name)") }
}

@Test func aNameWithALineBreakAndBackticksStaysInsideTheReadmeCodeFence() throws {
    let name = "Evil\n```\n# Heading `x` <b>|"
    let mermaid = MermaidRenderer.render(try view(of: ["Core", name]))
    let readme = [CommittedGraphs.beginMarker, CommittedGraphs.endMarker, "after"].joined(separator: "\n")
    let embedded = try CommittedGraphs.embedding(mermaid, in: readme, file: "README.md")
    let lines = embedded.split(separator: "\n", omittingEmptySubsequences: false)
    let fences = lines.indices.filter { lines[$0].drop { $0 == " " }.hasPrefix("```") }
    #expect(fences.count == 2, "\(embedded)")
    #expect(fences.last.map { lines[$0 + 1] } == Substring(CommittedGraphs.endMarker))
    #expect(mermaid.contains("Evil#10;#96;#96;#96;#10;#35; Heading #96;x#96; #60;b#62;#124;"), "\(mermaid)")
}

/// Node ids a DOT drawing declares, by the cluster they are declared in.
private func dotNodeIDs(_ text: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    var cluster = ""
    for line in text.split(separator: "\n").map(String.init) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("subgraph ") {
            cluster = String(trimmed.dropFirst("subgraph ".count))
            continue
        }
        guard trimmed.hasPrefix("\""), !trimmed.contains(" -> "), let end = trimmed.range(of: "\" [") else { continue }
        result[cluster, default: []].append(String(trimmed[..<end.lowerBound]) + "\"")
    }
    return result
}

@Test func targetsNamedLikeLegendEntriesOrProductsStayApartFromThem() throws {
    let names = ["legend.from", "legend.to", "legend.library", "legend.product", "product:swift-syntax/SwiftSyntax"]
    let dot = DOTRenderer.render(try view(of: names, products: ["SwiftSyntax"]))
    let ids = dotNodeIDs(dot)
    let legend = Set(ids["\"cluster_legend\" {"] ?? [])
    let products = Set(ids.filter { $0.key.hasPrefix("\"cluster_package") }.flatMap(\.value))
    let targets = Set(ids.filter { $0.key.hasPrefix("\"cluster_0") }.flatMap(\.value))
    #expect(targets.count == names.count, "\(ids)")
    #expect(legend.count == 4 && products.count == 1, "\(ids)")
    #expect(targets.isDisjoint(with: legend), "a target shares an id with the legend: \(ids)")
    #expect(targets.isDisjoint(with: products), "a target shares an id with a product: \(ids)")
}

@Test func aLineBreakInANameIsEscapedInDOT() throws {
    let dot = DOTRenderer.render(try view(of: ["Core", "two\nlines", #"back\slash"#]))
    #expect(dot.contains(#""two\nlines" [shape=box"#))
    #expect(dot.contains(#""back\\slash" -> "two\nlines";"#))
    #expect(!dot.contains("two\nlines"))
}
