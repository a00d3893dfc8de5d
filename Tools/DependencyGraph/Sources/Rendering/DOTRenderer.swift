import Foundation

/// Writes a ``GraphView`` as Graphviz DOT: sorted, quoted ids, one cluster per layer and per other
/// package, a legend. A target's id is its quoted name; the legend's and other packages'
/// products take ids in namespaces of their own (see ``namespaced(_:)``), so no target, whatever
/// its name, can merge with them.
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
                lines.append("        \(quote(node.name)) \(attributes(KindStyle.of(node.kind)));")
            }
            lines.append("    }")
        }
        for (index, package) in view.externalPackages.enumerated() {
            lines.append("    subgraph \(quote("cluster_package_\(index)_\(package)")) {")
            lines.append(
                "        label=\(quote(package == ExternalProduct.unknownPackage ? package : "package \(package)"));")
            lines.append("        style=\"rounded,dotted\";")
            for product in view.products(inPackage: package) {
                lines.append(
                    "        \(ProductNodeID.of(product)) [label=\(quote(product.name)), "
                        + "\(productAttributes.dropFirst());")
            }
            lines.append("    }")
        }
        lines += legend(kinds: Set(view.nodes.map(\.kind)), hasProducts: !view.productLinks.isEmpty)
        for link in view.links {
            var line = "    \(quote(link.edge.from)) -> \(quote(link.edge.to))"
            if !link.violations.isEmpty {
                let rules = link.violations.map(\.rule.rawValue).joined(separator: ", ")
                let color = KindStyle.violationColor
                line += " [color=\"\(color)\", fontcolor=\"\(color)\", penwidth=2, label=\(quote(rules))]"
            }
            lines.append(line + ";")
        }
        for link in view.productLinks {
            lines.append("    \(quote(link.from)) -> \(ProductNodeID.of(link.product)) [style=dashed];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributes(_ style: KindStyle) -> String {
        "[shape=\(style.shape), fillcolor=\"\(style.fill)\", color=\"\(style.stroke)\"]"
    }

    private static var productAttributes: String {
        let style = KindStyle.product
        return "[shape=\(style.shape), style=\"filled,dashed\", fillcolor=\"\(style.fill)\", color=\"\(style.stroke)\"]"
    }

    private static func legend(kinds: Set<TargetKind>, hasProducts: Bool) -> [String] {
        var lines = ["    subgraph \"cluster_legend\" {", "        label=\"legend\";", "        style=\"rounded\";"]
        for kind in TargetKind.allCases where kinds.contains(kind) {
            lines.append(
                "        \(namespaced("legend", kind.rawValue)) [label=\(quote(kind.rawValue)), "
                    + "\(attributes(KindStyle.of(kind)).dropFirst());")
        }
        if hasProducts {
            lines.append(
                "        \(namespaced("legend", "product")) [label=\"product of another package\", "
                    + "\(productAttributes.dropFirst());")
        }
        let color = KindStyle.violationColor
        let (from, to) = (namespaced("legend", "from"), namespaced("legend", "to"))
        lines.append("        \(from) [label=\"target\", shape=plaintext, style=\"\"];")
        lines.append("        \(to) [label=\"dependency\", shape=plaintext, style=\"\"];")
        lines.append(
            "        \(from) -> \(to) [color=\"\(color)\", fontcolor=\"\(color)\", "
                + "penwidth=2, label=\"breaks a rule\"];")
        lines.append("    }")
        return lines
    }

    /// A DOT string literal. Line breaks are written as `\n` and `\r`, so that every statement
    /// stays on its line.
    static func quote(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// A DOT id that no ``quote(_:)`` of a name can write: its parts joined by a backslash and a
    /// colon, a pair `quote` never writes, as it doubles every backslash of a name.
    static func namespaced(_ parts: String...) -> String {
        "\"" + parts.map(escaped).joined(separator: "\\:") + "\""
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
