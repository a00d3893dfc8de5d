import Foundation

/// Writes a ``GraphView`` as versioned JSON (the schema is described in Tools/README.md).
public enum JSONRenderer {
    /// The schema version; raised on any change that could break a reader.
    public static let schemaVersion = 1

    private struct Document: Encodable {
        let schemaVersion: Int
        let package: String
        let layers: [LayerEntry]
        let targets: [TargetEntry]
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
    }

    private struct EdgeEntry: Encodable {
        let from: String
        let to: String
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
                    dependencies: view.links.filter { $0.edge.from == node.name }.map(\.edge.to)
                )
            },
            edges: view.links.map { link in
                EdgeEntry(
                    from: link.edge.from,
                    to: link.edge.to,
                    violations: link.violations.map { ViolationEntry(rule: $0.rule.rawValue, message: $0.description) }
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail; an empty document would be caught by the golden tests.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
