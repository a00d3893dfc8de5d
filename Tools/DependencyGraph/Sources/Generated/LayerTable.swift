/// The README's table of layers, written from the rules file so that it cannot say other than
/// what `depgraph lint` enforces: each layer with its targets, what it may use, what its tests
/// may also use, and whether it is part of the app, of its tests or of the tooling.
public enum LayerTable {
    /// The line before the table in the README.
    public static let beginMarker = "<!-- layer table: written by `make accept`; do not edit by hand -->"
    /// The line after the table in the README.
    public static let endMarker = "<!-- end of layer table -->"

    /// What a layer belongs to.
    public enum Part: String, Sendable, Equatable {
        /// What the app ships: the composition root's layers and every layer they may use,
        /// directly or not.
        case app
        /// A layer only tests may use (named in a `testsMayUse` and in no other layer's `mayUse`),
        /// outside the app.
        case testSupport = "test support"
        /// Everything else: what drives and checks the app.
        case tooling
    }

    /// The part each layer belongs to, by layer name. The app is what the composition-root layers
    /// (`"compositionRoot": true`) may reach through `mayUse`, they included. Tooling that drives
    /// the app may use it, and may compose features as the root does (`feature-composition`), and
    /// is no part of it all the same. Rules that name no composition root fall back on the
    /// layers of the feature composers, and without composers on every layer that is not a tool
    /// layer.
    public static func parts(of rules: ModuleRules) -> [String: Part] {
        let byName = Dictionary(rules.layers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var app: Set<String> = []
        var frontier = rules.layers.filter(\.isCompositionRoot).map(\.name)
        if frontier.isEmpty { frontier = rules.composers.sorted().compactMap { rules.layer(of: $0)?.name } }
        if frontier.isEmpty { frontier = rules.layers.filter { !$0.isTool }.map(\.name) }
        while let name = frontier.popLast() {
            guard app.insert(name).inserted else { continue }
            frontier += byName[name]?.mayUse ?? []
        }
        // A layer some tests may use is test support only when no other layer's targets use it:
        // the services' tests run on the content server, which is tooling all the same.
        let usedByTargets = Set(rules.layers.flatMap { layer in layer.mayUse.filter { $0 != layer.name } })
        let testsOnly = Set(rules.layers.flatMap(\.testsMayUse)).subtracting(usedByTargets)
        var parts: [String: Part] = [:]
        for layer in rules.layers {
            parts[layer.name] =
                app.contains(layer.name) ? .app : testsOnly.contains(layer.name) ? .testSupport : .tooling
        }
        return parts
    }

    /// The targets of `layer`: those it lists and, for a layer with a name ending, the package's
    /// targets (tests aside) that the ending puts there; sorted.
    public static func targets(of layer: Layer, rules: ModuleRules, graph: DependencyGraph) -> [String] {
        let bySuffix = graph.targets.filter {
            $0.kind != .test && layer.matchesSuffix($0.name) && rules.layer(of: $0.name)?.name == layer.name
        }
        return Array(Set(layer.targets + bySuffix.map(\.name))).sorted()
    }

    /// The Markdown table, bottom layer first, then the tests, and a line that reads it.
    public static func render(rules: ModuleRules, graph: DependencyGraph) -> String {
        let parts = parts(of: rules)
        var lines = [
            "| layer | targets | may use | its tests may also use | part |",
            "|---|---|---|---|---|",
        ]
        for layer in rules.layers {
            var targets = targets(of: layer, rules: rules, graph: graph).map { name in
                layer.isBlueprint ? "**\(escaped(name))**" : escaped(name)
            }
            if let suffix = layer.nameSuffix {
                targets.append("every target named …\(escaped(suffix))")
            }
            let mayUse = layer.mayUse.map { $0 == layer.name ? "itself" : escaped($0) }
            lines.append(
                row([
                    escaped(layer.name),
                    targets.isEmpty ? "none" : targets.joined(separator: ", "),
                    mayUse.isEmpty ? "no other layer" : mayUse.joined(separator: ", "),
                    layer.testsMayUse.map(escaped).joined(separator: ", "),
                    (parts[layer.name] ?? .tooling).rawValue,
                ])
            )
        }
        lines.append(
            row([
                ModuleRules.testLayerName, "every test target",
                "its subject and what the subject's layer may use", "", "tests",
            ])
        )
        lines.append("")
        lines += wrapped(
            "Bottom to top, as the rules file lists them. **Bold**: the modules the blueprint names (a layer "
                + "with `\"blueprint\": true`). " + partLegend(rules))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sentence that reads the part column, for the way ``parts(of:)`` found the app.
    private static func partLegend(_ rules: ModuleRules) -> String {
        let app: String
        if rules.layers.contains(where: \.isCompositionRoot) {
            app =
                "the composition root (a layer with `\"compositionRoot\": true`) and every layer it may use, directly "
                + "or not"
        } else if !rules.composers.isEmpty {
            app = "what its composers may use"
        } else {
            app = "every layer that is not a tool layer and what those may use"
        }
        return "Part: the app is \(app); test support, what only tests may use; tooling, the rest."
    }

    /// `text` as lines of at most 100 characters, broken between words.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `readme` with the lines between the table's markers replaced by `table`.
    public static func embedding(_ table: String, in readme: String, file: String) throws(DepgraphError) -> String {
        try MarkedBlock.replacing(
            between: beginMarker, and: endMarker, with: table, in: readme, file: file, what: "the layer table")
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// A name as literal Markdown text inside a table cell: punctuation that Markdown reads is
    /// escaped and line breaks become spaces, so no name can end the cell, the row or the table.
    static func escaped(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isNewline {
                text.append(" ")
            } else if "\\`*_[]<>|#!&".contains(character) {
                text.append("\\")
                text.append(character)
            } else {
                text.append(character)
            }
        }
        return text
    }
}

/// A block of generated lines in a hand-written file, between a begin and an end marker line.
enum MarkedBlock {
    /// `text` with the lines between the markers replaced by `block`.
    static func replacing(
        between begin: String, and end: String, with block: String, in text: String, file: String, what: String
    ) throws(DepgraphError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(of: begin), let last = lines[(first + 1)...].firstIndex(of: end) else {
            throw .invalidRules(file: file, detail: "expected \(what) between the lines `\(begin)` and `\(end)`")
        }
        let body = block.hasSuffix("\n") ? String(block.dropLast()) : block
        lines.replaceSubrange(
            (first + 1)..<last, with: body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return lines.joined(separator: "\n")
    }
}
