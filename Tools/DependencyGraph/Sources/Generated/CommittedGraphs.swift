/// The module graph the repository commits: the DOT file of the architecture without test
/// targets, and in the README the Mermaid drawing of the app alone (its dependencies that no
/// longer path implies) and the table of the layers.
public enum CommittedGraphs {
    /// The committed DOT file.
    public static let dotPath = "Tools/dependency-graph.dot"
    /// The file that embeds the Mermaid drawing.
    public static let readmePath = "README.md"
    /// The line before the drawing in the README.
    public static let beginMarker = "<!-- module graph: written by `make accept`; do not edit by hand -->"
    /// The line after the drawing in the README.
    public static let endMarker = "<!-- end of module graph -->"

    /// Both files, committed and fresh (the README with its drawing and its layer table), for the
    /// package under `root`.
    public static func files(linter: Linter, root: String) throws(DepgraphError) -> [GeneratedFile] {
        let view = try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true))
        let app = try GraphView(
            graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true, only: appTargets(of: linter))
        ).reduced()
        let readme = try GeneratedFile.read(readmePath, root: root) ?? ""
        return [
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

    /// `readme` with the lines between the markers replaced by `mermaid` in a fenced block.
    public static func embedding(_ mermaid: String, in readme: String, file: String) throws(DepgraphError) -> String {
        let drawing = mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid
        return try MarkedBlock.replacing(
            between: beginMarker, and: endMarker, with: "```mermaid\n" + drawing + "\n```", in: readme, file: file,
            what: "the module graph")
    }
}
