/// The module graph the repository commits: the DOT file of the architecture without test
/// targets, in the README the Mermaid drawing of the app alone (its dependencies that no longer
/// path implies) and the table of the layers, and in the tooling's README the Mermaid drawing of
/// the tooling with the targets of the app it reaches.
public enum CommittedGraphs {
    /// The committed DOT file.
    public static let dotPath = "Tools/dependency-graph.dot"
    /// The file that embeds the Mermaid drawing.
    public static let readmePath = "README.md"
    /// The line before the drawing in the README.
    public static let beginMarker = "<!-- module graph: written by `make accept`; do not edit by hand -->"
    /// The line after the drawing in the README.
    public static let endMarker = "<!-- end of module graph -->"
    /// The file that embeds the Mermaid drawing of the tooling.
    public static let toolingReadmePath = "Tools/README.md"
    /// The line before the tooling's drawing.
    public static let toolingBeginMarker = "<!-- tooling graph: written by `make accept`; do not edit by hand -->"
    /// The line after the tooling's drawing.
    public static let toolingEndMarker = "<!-- end of tooling graph -->"

    /// Every generated file, committed and fresh, for the package under `root`: the DOT file, the
    /// README with its drawing and its layer table and, when the package has tooling
    /// (``toolingTargets(of:)``), the tooling's README with its drawing.
    public static func files(linter: Linter, root: String) throws(DepgraphError) -> [GeneratedFile] {
        let view = try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true))
        let app = try GraphView(
            graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true, only: appTargets(of: linter))
        ).reduced()
        let readme = try GeneratedFile.read(readmePath, root: root) ?? ""
        var files = [
            GeneratedFile(
                path: dotPath, committed: try GeneratedFile.read(dotPath, root: root), fresh: DOTRenderer.render(view)),
            GeneratedFile(
                path: readmePath,
                committed: readme,
                fresh: try LayerTable.embedding(
                    LayerTable.render(rules: linter.rules, graph: linter.graph),
                    in: try embedding(MermaidRenderer.render(app), in: readme, file: readmePath),
                    file: readmePath
                )
            ),
        ]
        if !toolingTargets(of: linter).isEmpty {
            let toolingReadme = try GeneratedFile.read(toolingReadmePath, root: root) ?? ""
            files.append(
                GeneratedFile(
                    path: toolingReadmePath,
                    committed: toolingReadme,
                    fresh: try embeddingTooling(
                        MermaidRenderer.render(try toolingView(of: linter)), in: toolingReadme, file: toolingReadmePath)
                ))
        }
        return files
    }

    /// The targets of the layers that are part of the app (``LayerTable/parts(of:)``), tests aside:
    /// what the README draws.
    public static func appTargets(of linter: Linter) -> Set<String> {
        let parts = LayerTable.parts(of: linter.rules)
        return Set(
            linter.graph.targets.filter { target in
                guard target.kind != .test, let layer = linter.rules.layer(of: target.name) else { return false }
                return parts[layer.name] == .app
            }.map(\.name))
    }

    /// The targets of the layers that are tooling (``LayerTable/parts(of:)``), tests aside: what
    /// drives and checks the app and ships in none of it.
    public static func toolingTargets(of linter: Linter) -> Set<String> {
        let parts = LayerTable.parts(of: linter.rules)
        return Set(
            linter.graph.targets.filter { target in
                guard target.kind != .test, let layer = linter.rules.layer(of: target.name) else { return false }
                return parts[layer.name] == .tooling
            }.map(\.name))
    }

    /// What the tooling's README draws: the tooling's targets with each dependency that no longer
    /// path implies, and the app's targets the tooling reaches at the end of such a dependency
    /// (an entry point: App, HeadlessUI), without the app's own edges, which the README draws.
    public static func toolingView(of linter: Linter) throws(DepgraphError) -> GraphView {
        let tooling = toolingTargets(of: linter)
        return try GraphView(
            graph: linter.graph, linter: linter,
            filter: GraphFilter(skipTests: true, only: tooling.union(appTargets(of: linter)))
        ).reduced().outward(from: tooling)
    }

    /// `readme` with the lines between the tooling's markers replaced by `mermaid` in a fenced block.
    public static func embeddingTooling(_ mermaid: String, in readme: String, file: String) throws(DepgraphError)
        -> String
    {
        let drawing = mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid
        return try MarkedBlock.replacing(
            between: toolingBeginMarker, and: toolingEndMarker, with: "```mermaid\n" + drawing + "\n```", in: readme,
            file: file, what: "the tooling's graph")
    }

    /// `readme` with the lines between the markers replaced by `mermaid` in a fenced block.
    public static func embedding(_ mermaid: String, in readme: String, file: String) throws(DepgraphError) -> String {
        let drawing = mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid
        return try MarkedBlock.replacing(
            between: beginMarker, and: endMarker, with: "```mermaid\n" + drawing + "\n```", in: readme, file: file,
            what: "the module graph")
    }
}
