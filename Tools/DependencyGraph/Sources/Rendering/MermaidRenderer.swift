import Foundation

/// Writes a ``GraphView`` as a Mermaid flowchart that GitHub renders inside a Markdown code block.
public enum MermaidRenderer {
    /// Kinds whose class is always defined, so the style block of a typical package stays put.
    private static let commonKinds: [TargetKind] = [.library, .executable, .test, .tool]

    /// The Mermaid text (without the surrounding code fence), ending with a newline.
    public static func render(_ view: GraphView) -> String {
        var identifiers: [String: String] = [:]
        var taken: Set<String> = []
        func unique(_ preferred: String, fallback: String) -> String {
            var candidate = preferred
            var suffix = 0
            while taken.contains(candidate) {
                suffix += 1
                candidate = "\(fallback)_\(suffix)"
            }
            taken.insert(candidate)
            return candidate
        }
        for (index, node) in view.nodes.enumerated() {
            // Mermaid ids must be plain words; `end` would close a subgraph.
            let isPlain = node.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            let preferred = isPlain && node.name.lowercased() != "end" ? node.name : "t\(index)"
            identifiers[node.name] = unique(preferred, fallback: "t\(index)")
        }
        for (index, product) in view.products.enumerated() {
            identifiers[ProductNodeID.of(product)] = unique("ext\(index)", fallback: "ext\(index)")
        }
        var lines = ["flowchart TB"]
        for (rank, layer) in view.layers.enumerated() {
            lines.append("    subgraph layer\(rank)[\"\(escape(layer))\"]")
            for node in view.nodes(inLayer: layer) {
                let style = KindStyle.of(node.kind)
                lines.append(
                    "        \(identifiers[node.name] ?? node.name)\(style.mermaidOpen)\"\(escape(node.name))\""
                        + "\(style.mermaidClose):::\(className(node.kind))")
            }
            lines.append("    end")
        }
        for (index, package) in view.externalPackages.enumerated() {
            let label = package == ExternalProduct.unknownPackage ? package : "package \(package)"
            lines.append("    subgraph package\(index)[\"\(escape(label))\"]")
            for product in view.products(inPackage: package) {
                let style = KindStyle.product
                let id = identifiers[ProductNodeID.of(product)] ?? product.name
                lines.append(
                    "        \(id)\(style.mermaidOpen)\"\(escape(product.name))\"\(style.mermaidClose):::product")
            }
            lines.append("    end")
        }
        var red: [Int] = []
        for (index, link) in view.links.enumerated() {
            let from = identifiers[link.edge.from] ?? link.edge.from
            let to = identifiers[link.edge.to] ?? link.edge.to
            if link.violations.isEmpty {
                lines.append("    \(from) --> \(to)")
            } else {
                red.append(index)
                let rules = link.violations.map(\.rule.rawValue).joined(separator: ", ")
                lines.append("    \(from) -->|\(escape(rules))| \(to)")
            }
        }
        for link in view.productLinks {
            let from = identifiers[link.from] ?? link.from
            lines.append("    \(from) -.-> \(identifiers[ProductNodeID.of(link.product)] ?? link.product.name)")
        }
        let used = Set(view.nodes.map(\.kind))
        for kind in TargetKind.allCases where commonKinds.contains(kind) || used.contains(kind) {
            let style = KindStyle.of(kind)
            lines.append("    classDef \(className(kind)) fill:\(style.fill),stroke:\(style.stroke),color:#111827")
        }
        if !view.productLinks.isEmpty {
            let style = KindStyle.product
            lines.append(
                "    classDef product fill:\(style.fill),stroke:\(style.stroke),color:#111827,stroke-dasharray:4 3")
        }
        if !red.isEmpty {
            let indices = red.map(String.init).joined(separator: ",")
            lines.append("    linkStyle \(indices) stroke:\(KindStyle.violationColor),stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid class names are plain words: `system-library` becomes `system_library`.
    private static func className(_ kind: TargetKind) -> String {
        kind.rawValue.replacingOccurrences(of: "-", with: "_")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
