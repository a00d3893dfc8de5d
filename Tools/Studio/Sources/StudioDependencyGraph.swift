import Foundation

/// The committed module graph (`Tools/dependency-graph.dot`), read once at start, for the
/// page's second tab: a picture whose module boxes the page makes clickable, and each
/// module's layer, dependencies and dependents. Graphviz draws the picture when it is
/// installed; otherwise the studio draws the layers as rows itself.
public struct StudioDependencyGraph: Equatable {
    /// The most bytes read from the file; the committed graph is a few kilobytes.
    static let maximumFileSize = 1 << 20

    /// One module: its layer, what it depends on and what depends on it.
    struct Module: Encodable, Equatable {
        let layer: String
        var dependencies: [String]
        var dependents: [String]
    }

    /// Layers in the file's order (the lowest first), each with its modules.
    let layers: [(name: String, modules: [String])]
    /// Every module by name.
    let modules: [String: Module]
    /// The picture.
    let svg: String

    /// What the page's graph tab fetches.
    struct Page: Encodable {
        let svg: String
        let modules: [String: Module]
    }

    var page: Page { Page(svg: svg, modules: modules) }

    public static func == (left: StudioDependencyGraph, right: StudioDependencyGraph) -> Bool {
        left.modules == right.modules && left.svg == right.svg
    }

    /// Reads the graph at `path`; `nil` when there is no such file or it is too large.
    static func load(path: String, drawsWithGraphviz: Bool = true) -> StudioDependencyGraph? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumFileSize + 1), data.count <= maximumFileSize else {
            return nil
        }
        let dot = String(decoding: data, as: UTF8.self)
        return StudioDependencyGraph(dot: dot, graphvizSVG: drawsWithGraphviz ? Self.graphviz(dot) : nil)
    }

    /// The graph the DOT text describes: clusters are layers, quoted nodes are modules,
    /// `"A" -> "B"` is a dependency. `graphvizSVG`, when given, is the picture.
    init(dot: String, graphvizSVG: String? = nil) {
        var clusters: [(name: String, modules: [String])] = []
        var edges: [(String, String)] = []
        var inCluster = false
        for rawLine in dot.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("subgraph \"cluster_") {
                inCluster = true
                clusters.append((name: "", modules: []))
            } else if line == "}" {
                inCluster = false
            } else if inCluster, line.hasPrefix("label=\""), let name = Self.quoted(in: line, after: "label=") {
                clusters[clusters.count - 1].name = name
            } else if line.hasPrefix("\""), let name = Self.quoted(in: line, after: "") {
                let rest = line.dropFirst(name.count + 2).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("->"),
                    let target = Self.quoted(
                        in: String(rest.dropFirst(2)).trimmingCharacters(in: .whitespaces), after: "")
                {
                    edges.append((name, target))
                } else if inCluster, !clusters.isEmpty, !name.isEmpty {
                    clusters[clusters.count - 1].modules.append(name)
                }
            }
        }
        // The legend is a cluster too, of sample boxes, not a layer.
        let layers = clusters.filter { !$0.modules.isEmpty && $0.name != "legend" }
        var modules: [String: Module] = [:]
        for layer in layers {
            for module in layer.modules {
                modules[module] = Module(layer: layer.name, dependencies: [], dependents: [])
            }
        }
        for (source, target) in edges where modules[source] != nil && modules[target] != nil {
            modules[source]?.dependencies.append(target)
            modules[target]?.dependents.append(source)
        }
        for name in modules.keys {
            modules[name]?.dependencies.sort()
            modules[name]?.dependents.sort()
        }
        self.layers = layers
        self.modules = modules
        self.svg = graphvizSVG ?? Self.draw(layers: self.layers, edges: edges, modules: modules)
    }

    /// The first double-quoted string after `prefix` at the start of `line`.
    private static func quoted(in line: String, after prefix: String) -> String? {
        guard line.hasPrefix(prefix + "\"") else { return nil }
        let rest = line.dropFirst(prefix.count + 1)
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Graphviz's drawing of `dot`, or `nil` when `dot` is not installed or fails.
    private static func graphviz(_ dot: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dot", "-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
            let start = text.range(of: "<svg")
        else { return nil }
        return String(text[start.lowerBound...])
    }

    /// The studio's own drawing: one row per layer, the top layer at the top, each module a
    /// box (a `g` with `data-module`), each dependency a line from a box down to the one it uses.
    private static func draw(
        layers: [(name: String, modules: [String])], edges: [(String, String)], modules: [String: Module]
    ) -> String {
        let boxWidth = 150.0
        let boxHeight = 32.0
        let rowHeight = 90.0
        let gap = 20.0
        let labelWidth = 130.0
        let widest = layers.map(\.modules.count).max() ?? 1
        let width = labelWidth + Double(widest) * (boxWidth + gap) + gap
        let height = Double(layers.count) * rowHeight + gap
        var centres: [String: (x: Double, top: Double)] = [:]
        var boxes = ""
        for (row, layer) in layers.reversed().enumerated() {
            let top = gap + Double(row) * rowHeight
            boxes += "<text x=\"8\" y=\"\(top + 21)\" class=\"layer\">\(XMLEscaping.escape(layer.name))</text>\n"
            for (column, module) in layer.modules.enumerated() {
                let left = labelWidth + gap + Double(column) * (boxWidth + gap)
                centres[module] = (left + boxWidth / 2, top)
                let name = XMLEscaping.escape(module)
                boxes +=
                    "<g class=\"node\" data-module=\"\(name)\"><title>\(name)</title>"
                    + "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"6\" "
                    + "fill=\"#dbeafe\" stroke=\"#1e40af\"/>"
                    + "<text x=\"\(left + boxWidth / 2)\" y=\"\(top + 21)\" text-anchor=\"middle\">\(name)</text></g>\n"
            }
        }
        var lines = ""
        for (source, target) in edges {
            guard let from = centres[source], let to = centres[target] else { continue }
            lines +=
                "<line x1=\"\(from.x)\" y1=\"\(from.top + boxHeight)\" x2=\"\(to.x)\" y2=\"\(to.top)\" "
                + "stroke=\"#4b5563\" stroke-opacity=\"0.5\"/>\n"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"12\">\n"
            + lines + boxes + "</svg>\n"
    }
}

/// Escapes text for XML content and attribute values.
enum XMLEscaping {
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
