import Foundation

/// Writes a ``GraphView`` as a Mermaid flowchart that GitHub renders inside a Markdown code block.
public enum MermaidRenderer {
    /// Kinds whose class is always defined, so the style block of a typical package stays put.
    private static let commonKinds: [TargetKind] = [.library, .executable, .test, .tool]

    /// The Mermaid text (without the surrounding code fence), ending with a newline.
    ///
    /// Every node gets an id of its own making and shows its name as a quoted label: a name
    /// such as `end`, `style`, `click`, `class`, `subgraph` or `default` is a Mermaid keyword
    /// and would break the drawing as a bare id.
    public static func render(_ view: GraphView) -> String {
        var identifiers: [String: String] = [:]
        for (index, node) in view.nodes.enumerated() { identifiers[node.name] = targetID(node.name, index: index) }
        var productIDs: [ExternalProduct: String] = [:]
        for (index, product) in view.products.enumerated() { productIDs[product] = "ext\(index)" }
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
                let id = productIDs[product] ?? product.name
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
            lines.append("    \(from) -.-> \(productIDs[link.product] ?? link.product.name)")
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

    /// A target's id: `t_` and its name when the name is a plain word, `t` and its position
    /// otherwise. No Mermaid keyword starts with `t_`, and the ids of subgraphs (`layer0`,
    /// `package0`) and products (`ext0`) never start with `t`, so no two ids meet.
    static func targetID(_ name: String, index: Int) -> String {
        let isPlain = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isPlain ? "t_" + name : "t\(index)"
    }

    /// Text inside a quoted label or an edge label, as Mermaid's entity codes: quotes, the `#`
    /// that starts a code, backticks (which would start a Markdown label, and three of them
    /// end the README's code fence), brackets and bars, and line breaks and other control
    /// characters, so that each node stays on its one line.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "#quot;"
            case "#", "`", "<", ">", "|": escaped += "#\(scalar.value);"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    escaped += "#\(scalar.value);"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
