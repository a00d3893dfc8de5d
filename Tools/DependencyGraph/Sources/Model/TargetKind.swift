/// What a target is, as far as the graph's drawing and the rules care.
public enum TargetKind: String, Sendable, CaseIterable, Comparable {
    /// A module other targets link against.
    case library
    /// A program SwiftPM can run.
    case executable
    /// A test bundle.
    case test
    /// A build-tool or command plugin.
    case plugin
    /// A compiler plugin that expands macros.
    case macro
    /// A module map around a library of the system (`.systemLibrary`).
    case systemLibrary = "system-library"
    /// A prebuilt XCFramework or artifact bundle (`.binaryTarget`).
    case binary
    /// A code snippet under `Snippets/`, built like a small executable.
    case snippet
    /// A library or executable that the rules file places in a tool layer.
    case tool

    /// Maps the `type` field of `swift package describe`; nil for a type SwiftPM does not have.
    init?(describedType: String) {
        switch describedType {
        case "library": self = .library
        case "executable": self = .executable
        case "test": self = .test
        case "plugin": self = .plugin
        case "macro": self = .macro
        case "system-target": self = .systemLibrary
        case "binary": self = .binary
        case "snippet": self = .snippet
        default: return nil
        }
    }

    /// The `type` values of `swift package describe` that ``init(describedType:)`` accepts.
    static let describedTypes = [
        "library", "executable", "test", "plugin", "macro", "system-target", "binary", "snippet",
    ]

    /// Orders kinds the way the legend lists them.
    public static func < (lhs: TargetKind, rhs: TargetKind) -> Bool {
        let order = TargetKind.allCases
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}
