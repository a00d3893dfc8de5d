/// Shape and colours per target kind, shared by the DOT and Mermaid output.
struct KindStyle {
    let shape: String
    let fill: String
    let stroke: String

    static let violationColor = "#d62728"

    static func of(_ kind: TargetKind) -> KindStyle {
        switch kind {
        case .library: return KindStyle(shape: "box", fill: "#dbeafe", stroke: "#1e40af")
        case .executable: return KindStyle(shape: "doubleoctagon", fill: "#fde68a", stroke: "#92400e")
        case .test: return KindStyle(shape: "note", fill: "#e5e7eb", stroke: "#374151")
        case .tool: return KindStyle(shape: "component", fill: "#d1fae5", stroke: "#065f46")
        }
    }
}
