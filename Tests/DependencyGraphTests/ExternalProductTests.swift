import Foundation
import Testing

@testable import DependencyGraph

private let kinds = Fixtures.path("Kinds/description.json")
private let manifest = Fixtures.path("Kinds/dump-package.json")

@Test func productsAreClusteredByTheirPackage() {
    let run = CommandRun(["--description", kinds, "--manifest", manifest])
    #expect(run.status == 0)
    #expect(run.output.contains(#"label="package swift-syntax";"#))
    #expect(run.output.contains(#"label="package swift-collections";"#))
    #expect(run.output.contains(#""Macros" -> "product\:swift-syntax\:SwiftSyntax" [style=dashed];"#))
    #expect(run.output.contains(#""App" -> "product\:swift-collections\:Collections" [style=dashed];"#))
    #expect(run.output.contains(#""legend\:product" [label="product of another package""#))
}

@Test func withoutTheManifestProductsOfSeveralPackagesShareOneCluster() {
    let run = CommandRun(["--description", kinds])
    #expect(run.output.contains(#"label="other packages";"#))
    #expect(run.output.contains(#""product\:other packages\:SwiftSyntax" [label="SwiftSyntax""#))
}

@Test func productEdgesAreInTheJSON() throws {
    let run = CommandRun(["--description", kinds, "--manifest", manifest, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let edges = try #require(object["edges"] as? [[String: Any]])
    let product = try #require(edges.first { $0["to"] as? String == "Collections" })
    #expect(product["kind"] as? String == "product")
    #expect(product["package"] as? String == "swift-collections")
    let products = try #require(object["products"] as? [[String: String]])
    #expect(products.contains(["name": "SwiftCompilerPlugin", "package": "swift-syntax"]))
}

@Test func productEdgesAreDottedInMermaid() {
    let run = CommandRun(["--description", kinds, "--manifest", manifest, "--format", "mermaid"])
    #expect(run.output.contains(#"subgraph package0["package swift-collections"]"#))
    #expect(run.output.contains(#"ext0(["Collections"]):::product"#))
    #expect(run.output.contains("t_App -.-> ext0"))
}

@Test func skipExternalHidesEveryProduct() {
    let run = CommandRun(["--description", kinds, "--manifest", manifest, "--skip-external"])
    #expect(run.status == 0)
    #expect(!run.output.contains("product\\:"))
}
