/// The module graph the repository commits: the DOT file and the Mermaid drawing in the README,
/// both of the architecture without test targets.
public enum CommittedGraphs {
    /// The committed DOT file.
    public static let dotPath = "Tools/dependency-graph.dot"
    /// The file that embeds the Mermaid drawing.
    public static let readmePath = "README.md"
    /// The line before the drawing in the README.
    public static let beginMarker = "<!-- module graph: written by `make accept`; do not edit by hand -->"
    /// The line after the drawing in the README.
    public static let endMarker = "<!-- end of module graph -->"

    /// Both files, committed and fresh, for the package under `root`.
    public static func files(linter: Linter, root: String) throws(DepgraphError) -> [GeneratedFile] {
        let view = try GraphView(graph: linter.graph, linter: linter, filter: GraphFilter(skipTests: true))
        let readme = try GeneratedFile.read(readmePath, root: root) ?? ""
        return [
            GeneratedFile(
                path: dotPath, committed: try GeneratedFile.read(dotPath, root: root), fresh: DOTRenderer.render(view)),
            GeneratedFile(
                path: readmePath,
                committed: readme,
                fresh: try embedding(MermaidRenderer.render(view), in: readme, file: readmePath)
            ),
        ]
    }

    /// `readme` with the lines between the markers replaced by `mermaid` in a fenced block.
    public static func embedding(_ mermaid: String, in readme: String, file: String) throws(DepgraphError) -> String {
        var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(of: beginMarker),
            let end = lines[(begin + 1)...].firstIndex(of: endMarker)
        else {
            throw .invalidRules(
                file: file,
                detail: "expected the module graph between the lines `\(beginMarker)` and `\(endMarker)`"
            )
        }
        let drawing = mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid
        let block =
            ["```mermaid"] + drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + ["```"]
        lines.replaceSubrange((begin + 1)..<end, with: block)
        return lines.joined(separator: "\n")
    }
}
