/// Shape and colours per target kind, shared by the DOT and Mermaid output.
struct KindStyle {
    /// The Graphviz shape.
    let shape: String
    let fill: String
    let stroke: String
    /// The Mermaid node brackets around the label: `["x"]`, `{{"x"}}`, ...
    let mermaidOpen: String
    let mermaidClose: String

    static let violationColor = "#d62728"

    /// Another package's product: a grey ellipse, drawn dashed.
    static let product = KindStyle(
        shape: "ellipse", fill: "#f3f4f6", stroke: "#6b7280", mermaidOpen: "([", mermaidClose: "])")

    static func of(_ kind: TargetKind) -> KindStyle {
        switch kind {
        case .library: return KindStyle(shape: "box", fill: "#dbeafe", stroke: "#1e40af")
        case .executable: return KindStyle(shape: "doubleoctagon", fill: "#fde68a", stroke: "#92400e")
        case .test: return KindStyle(shape: "note", fill: "#e5e7eb", stroke: "#374151")
        case .plugin:
            return KindStyle(shape: "cds", fill: "#fce7f3", stroke: "#9d174d", mermaidOpen: "[/", mermaidClose: "/]")
        case .macro:
            return KindStyle(
                shape: "hexagon", fill: "#ede9fe", stroke: "#5b21b6", mermaidOpen: "{{", mermaidClose: "}}")
        case .systemLibrary:
            return KindStyle(shape: "box3d", fill: "#fee2e2", stroke: "#991b1b", mermaidOpen: "[(", mermaidClose: ")]")
        case .binary:
            return KindStyle(shape: "folder", fill: "#ffedd5", stroke: "#9a3412", mermaidOpen: "[[", mermaidClose: "]]")
        case .snippet:
            return KindStyle(shape: "tab", fill: "#ecfccb", stroke: "#3f6212", mermaidOpen: ">", mermaidClose: "]")
        case .tool: return KindStyle(shape: "component", fill: "#d1fae5", stroke: "#065f46")
        }
    }

    private init(shape: String, fill: String, stroke: String, mermaidOpen: String = "[", mermaidClose: String = "]") {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.mermaidOpen = mermaidOpen
        self.mermaidClose = mermaidClose
    }
}
