/// What a target is, as far as the graph's drawing and the rules care.
public enum TargetKind: String, Sendable, CaseIterable, Comparable {
    /// A module other targets link against.
    case library
    /// A program SwiftPM can run.
    case executable
    /// A test bundle.
    case test
    /// A library or executable that the rules file places in a tool layer.
    case tool

    /// Maps SwiftPM's `type` field; macros, plugins and system targets are drawn as libraries.
    init(describedType: String) {
        switch describedType {
        case "executable", "snippet": self = .executable
        case "test": self = .test
        default: self = .library
        }
    }

    /// Orders kinds the way the legend lists them.
    public static func < (lhs: TargetKind, rhs: TargetKind) -> Bool {
        let order = TargetKind.allCases
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}
