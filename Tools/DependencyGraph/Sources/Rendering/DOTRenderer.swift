import Foundation

/// Writes a ``GraphView`` as Graphviz DOT: sorted, quoted ids, one cluster per layer, a legend.
public enum DOTRenderer {
    /// The DOT text, ending with a newline.
    public static func render(_ view: GraphView) -> String {
        var lines: [String] = []
        lines.append("digraph \(quote(view.packageName)) {")
        lines.append(
            "    graph [fontname=\"Helvetica\", label=\(quote("\(view.packageName): target dependencies"))"
                + ", labelloc=t, newrank=true, rankdir=TB];")
        lines.append("    node [fontname=\"Helvetica\", style=\"filled\"];")
        lines.append("    edge [color=\"#4b5563\", fontname=\"Helvetica\", fontsize=10];")
        for (rank, layer) in view.layers.enumerated() {
            lines.append("    subgraph \(quote("cluster_\(rank)_\(layer)")) {")
            lines.append("        label=\(quote(layer));")
            lines.append("        style=\"rounded,dashed\";")
            for node in view.nodes(inLayer: layer) {
                lines.append("        \(quote(node.name)) \(attributes(for: node.kind));")
            }
            lines.append("    }")
        }
        lines += legend(kinds: Set(view.nodes.map(\.kind)))
        for link in view.links {
            var line = "    \(quote(link.edge.from)) -> \(quote(link.edge.to))"
            if !link.violations.isEmpty {
                let rules = link.violations.map(\.rule.rawValue).joined(separator: ", ")
                let color = KindStyle.violationColor
                line += " [color=\"\(color)\", fontcolor=\"\(color)\", penwidth=2, label=\(quote(rules))]"
            }
            lines.append(line + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributes(for kind: TargetKind) -> String {
        let style = KindStyle.of(kind)
        return "[shape=\(style.shape), fillcolor=\"\(style.fill)\", color=\"\(style.stroke)\"]"
    }

    private static func legend(kinds: Set<TargetKind>) -> [String] {
        var lines = ["    subgraph \"cluster_legend\" {", "        label=\"legend\";", "        style=\"rounded\";"]
        for kind in TargetKind.allCases where kinds.contains(kind) {
            lines.append(
                "        \(quote("legend.\(kind.rawValue)")) [label=\(quote(kind.rawValue)), "
                    + "\(attributes(for: kind).dropFirst());")
        }
        let color = KindStyle.violationColor
        lines.append("        \"legend.from\" [label=\"target\", shape=plaintext, style=\"\"];")
        lines.append("        \"legend.to\" [label=\"dependency\", shape=plaintext, style=\"\"];")
        lines.append(
            "        \"legend.from\" -> \"legend.to\" [color=\"\(color)\", fontcolor=\"\(color)\", "
                + "penwidth=2, label=\"breaks a rule\"];")
        lines.append("    }")
        return lines
    }

    /// A DOT string literal.
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
