import Foundation

/// Writes a ``GraphView`` as a Mermaid flowchart that GitHub renders inside a Markdown code block.
public enum MermaidRenderer {
    /// The Mermaid text (without the surrounding code fence), ending with a newline.
    public static func render(_ view: GraphView) -> String {
        var identifiers: [String: String] = [:]
        for (index, node) in view.nodes.enumerated() {
            // Mermaid ids must be plain words; `end` would close a subgraph.
            let isPlain = node.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            identifiers[node.name] = isPlain && node.name.lowercased() != "end" ? node.name : "t\(index)"
        }
        var lines = ["flowchart TB"]
        for (rank, layer) in view.layers.enumerated() {
            lines.append("    subgraph layer\(rank)[\"\(escape(layer))\"]")
            for node in view.nodes(inLayer: layer) {
                lines.append(
                    "        \(identifiers[node.name] ?? node.name)[\"\(escape(node.name))\"]:::\(node.kind.rawValue)")
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
        for kind in TargetKind.allCases {
            let style = KindStyle.of(kind)
            lines.append("    classDef \(kind.rawValue) fill:\(style.fill),stroke:\(style.stroke),color:#111827")
        }
        if !red.isEmpty {
            let indices = red.map(String.init).joined(separator: ",")
            lines.append("    linkStyle \(indices) stroke:\(KindStyle.violationColor),stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
