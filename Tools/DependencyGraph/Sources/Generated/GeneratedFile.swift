import Foundation

/// A committed file that a tool writes: what the repository holds and what the tool writes now.
public struct GeneratedFile: Sendable, Equatable {
    /// The command that rewrites every generated file after an intended change.
    public static let fixCommand = "make accept"

    /// The file, relative to the package root.
    public let path: String
    /// The committed text; `nil` when the file does not exist.
    public let committed: String?
    /// The text the tool writes from the current sources.
    public let fresh: String

    /// Creates the comparison of one file.
    public init(path: String, committed: String?, fresh: String) {
        self.path = path
        self.committed = committed
        self.fresh = fresh
    }

    /// Whether the committed text differs from the fresh one.
    public var isStale: Bool { committed != fresh }

    /// `nil` when the file is current; otherwise what is stale, a unified diff from the committed
    /// text to the fresh one, and the command that fixes it.
    public var stalenessMessage: String? {
        guard isStale else { return nil }
        let state = committed == nil ? "is missing" : "is stale"
        let diff = LineDiff.unified(
            from: committed ?? "",
            to: fresh,
            oldName: "\(path) (committed)",
            newName: "\(path) (generated from the sources)"
        )
        return "\(path) \(state):\n\(diff)fix: run `\(Self.fixCommand)` and commit the result\n"
    }

    /// Reads the committed text of `path` under `root`; `nil` when there is no such file.
    public static func read(_ path: String, root: String) throws(DepgraphError) -> String? {
        let file = root + "/" + path
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw .unreadableFile(file: file, detail: error.localizedDescription)
        }
    }

    /// Writes the fresh text over the committed file under `root`.
    public func write(root: String) throws(DepgraphError) {
        try OutputFile.write(Data(fresh.utf8), to: root + "/" + path)
    }
}
