import Foundation

/// Writes a ``GraphView`` as versioned JSON (the schema is described in Tools/README.md).
public enum JSONRenderer {
    /// The schema version; raised on any change that could break a reader.
    public static let schemaVersion = 2

    private struct Document: Encodable {
        let schemaVersion: Int
        let package: String
        let layers: [LayerEntry]
        let targets: [TargetEntry]
        let products: [ProductEntry]
        let edges: [EdgeEntry]
    }

    private struct LayerEntry: Encodable {
        let name: String
        let rank: Int
        let targets: [String]
    }

    private struct TargetEntry: Encodable {
        let name: String
        let kind: String
        let layer: String
        let dependencies: [String]
        let productDependencies: [String]
    }

    private struct ProductEntry: Encodable {
        let name: String
        let package: String
    }

    private struct EdgeEntry: Encodable {
        let from: String
        let to: String
        /// `target` or `product`.
        let kind: String
        /// The package of a product edge's product.
        let package: String?
        let violations: [ViolationEntry]
    }

    private struct ViolationEntry: Encodable {
        let rule: String
        let message: String
    }

    /// The JSON text (pretty-printed, keys sorted), ending with a newline.
    public static func render(_ view: GraphView) -> String {
        let document = Document(
            schemaVersion: schemaVersion,
            package: view.packageName,
            layers: view.layers.enumerated().map { rank, layer in
                LayerEntry(name: layer, rank: rank, targets: view.nodes(inLayer: layer).map(\.name))
            },
            targets: view.nodes.map { node in
                TargetEntry(
                    name: node.name,
                    kind: node.kind.rawValue,
                    layer: node.layer,
                    dependencies: view.links.filter { $0.edge.from == node.name }.map(\.edge.to),
                    productDependencies: view.productLinks.filter { $0.from == node.name }.map(\.product.name)
                )
            },
            products: view.products.map { ProductEntry(name: $0.name, package: $0.package) },
            edges: view.links.map { link in
                EdgeEntry(
                    from: link.edge.from,
                    to: link.edge.to,
                    kind: "target",
                    package: nil,
                    violations: link.violations.map { ViolationEntry(rule: $0.rule.rawValue, message: $0.description) }
                )
            }
                + view.productLinks.map {
                    EdgeEntry(
                        from: $0.from, to: $0.product.name, kind: "product", package: $0.product.package, violations: []
                    )
                }
        )
        return encode(document)
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail; an empty document would be caught by the golden tests.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
