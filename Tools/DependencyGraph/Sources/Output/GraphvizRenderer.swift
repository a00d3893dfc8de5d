import Foundation

/// Draws DOT text as SVG or PNG with Graphviz's `dot`, when it is installed.
public struct GraphvizRenderer: Sendable {
    /// The folders searched for `dot`, in order.
    public let searchPath: [String]

    /// Creates a renderer that looks for `dot` on `PATH` (or the given folders).
    public init(searchPath: [String]? = nil) {
        self.searchPath =
            searchPath
            ?? (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    }

    /// The `dot` executable, if one is installed.
    public var executable: String? {
        searchPath.map { $0 + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The picture, in `format` (`svg` or `png`).
    public func render(dot text: String, format: String) throws(DepgraphError) -> Data {
        guard let executable else { throw .graphvizMissing(format: format) }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let input = scratch.path + "/graph.dot"
        let output = scratch.path + "/graph.\(format)"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: input))
        } catch {
            throw .unwritableFile(file: input, detail: error.localizedDescription)
        }
        _ = try ToolRunner.run(executable, ["-T\(format)", input, "-o", output], in: scratch)
        guard let picture = FileManager.default.contents(atPath: output) else {
            throw .unreadableFile(file: output, detail: "Graphviz wrote no picture")
        }
        return picture
    }
}
