import DependencyGraph
import Foundation

/// The package's module graph for the page's second tab, as DependencyGraph reads it (the
/// package's description and the layers of its rules file, without test targets): a picture
/// whose module boxes the page makes clickable, and each module's layer, dependencies and
/// dependents. Graphviz draws the picture when it is installed; otherwise the studio draws the
/// layers as rows itself.
public struct StudioDependencyGraph: Equatable {
    /// The rules file inside the package.
    static let rulesPath = "Tools/module-rules.json"

    /// One module: its layer, what it depends on and what depends on it.
    struct Module: Encodable, Equatable {
        let layer: String
        var dependencies: [String]
        var dependents: [String]
    }

    /// Layers in the rules' order (the lowest first), each with its modules.
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

    /// Whether the two graphs have the same modules and picture.
    public static func == (left: StudioDependencyGraph, right: StudioDependencyGraph) -> Bool {
        left.modules == right.modules && left.svg == right.svg
    }

    /// Reads the graph of the package at `packagePath` through DependencyGraph (whose kept
    /// description spares SwiftPM on an unchanged package); `nil` when there is no package there,
    /// it has no rules file, or SwiftPM cannot describe it.
    static func load(packagePath: String, drawsWithGraphviz: Bool = true) -> StudioDependencyGraph? {
        guard let package = try? PackageLoader.load(packagePath: packagePath),
            let graph = try? DependencyGraph(package: package),
            let rules = try? RulesParser.load(path: package.root + "/" + rulesPath),
            let linter = try? Linter(graph: graph, rules: rules, rulesFile: rulesPath),
            let view = try? GraphView(graph: graph, linter: linter, filter: GraphFilter(skipTests: true))
        else { return nil }
        return StudioDependencyGraph(
            view: view, graphvizSVG: drawsWithGraphviz ? graphviz(DOTRenderer.render(view)) : nil)
    }

    /// The graph `view` draws: its layers, its targets and the edges between them.
    /// `graphvizSVG`, when given, is the picture.
    init(view: GraphView, graphvizSVG: String? = nil) {
        let layers = view.layers.map { layer in (name: layer, modules: view.nodes(inLayer: layer).map(\.name)) }
            .filter { !$0.modules.isEmpty }
        let edges = view.links.map { ($0.edge.from, $0.edge.to) }
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
        self.svg = graphvizSVG ?? Self.draw(layers: layers, edges: edges, modules: modules)
    }

    /// Graphviz's drawing of `dot`, or `nil` when `dot` is not installed or fails. The text is
    /// handed over in a file, not on standard input: a program that exits without reading it
    /// (no Graphviz, so `env` fails at once) would otherwise end the studio with SIGPIPE.
    static func graphviz(_ dot: String, command: [String] = ["/usr/bin/env", "dot", "-Tsvg"]) -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "studio-graph-" + UUID().uuidString, isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        guard (try? Data(dot.utf8).write(to: input)) != nil, let program = command.first else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst()) + [input.path]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
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
