import Foundation

/// Prints a ``BuildShape`` as a table for people or as JSON.
enum StatsReport {
    private struct Document: Encodable {
        let targets: Int
        let edges: Int
        let height: Int
        let criticalPath: [String]
        let widthPerLevel: [Int]
        let levels: [[String]]
        let fan: [FanEntry]
    }

    private struct FanEntry: Encodable {
        let name: String
        let kind: String
        let level: Int
        let fanIn: Int
        let fanOut: Int
        let productFanOut: Int
    }

    static func render(_ shape: BuildShape, package: String, format: CommandOptions.Format) -> String {
        if format == .json {
            return JSONRenderer.encode(
                Document(
                    targets: shape.entries.count,
                    edges: shape.edgeCount,
                    height: shape.height,
                    criticalPath: shape.criticalPath,
                    widthPerLevel: shape.levels.map(\.count),
                    levels: shape.levels,
                    fan: shape.entries.map {
                        FanEntry(
                            name: $0.name, kind: $0.kind.rawValue, level: $0.level, fanIn: $0.fanIn, fanOut: $0.fanOut,
                            productFanOut: $0.productFanOut)
                    }
                ))
        }
        var lines = [
            "\(package): \(shape.entries.count) targets, \(shape.edgeCount) dependencies between them",
            "height: \(shape.height) (the longest chain; its targets build one after another)",
            "critical path: " + shape.criticalPath.joined(separator: " -> "),
            "width per level (targets that can build side by side, bottom first):",
        ]
        for (level, names) in shape.levels.enumerated() {
            lines.append(String(format: "  %3d  %4d  ", level, names.count) + names.joined(separator: ", "))
        }
        let width = max(6, shape.entries.map(\.name.count).max() ?? 0)
        lines.append("fan-in and fan-out (most depended on first):")
        lines.append("  " + pad("target", width) + "  kind            level  fan-in  fan-out  products")
        let sorted = shape.entries.sorted { ($1.fanIn, $0.name) < ($0.fanIn, $1.name) }
        for entry in sorted {
            lines.append(
                "  " + pad(entry.name, width) + "  " + pad(entry.kind.rawValue, 14)
                    + String(
                        format: "  %5d  %6d  %7d  %8d", entry.level, entry.fanIn, entry.fanOut, entry.productFanOut)
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
