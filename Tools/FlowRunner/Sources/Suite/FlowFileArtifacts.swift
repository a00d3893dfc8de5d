import Foundation

/// Writes the evidence of a failed flow into the artifacts folder: `<flow>/screen.txt`,
/// `<flow>/tree.txt`, `<flow>/steps.log` and `<flow>/failure.txt`.
enum FlowFileArtifacts {
    /// The folder for one flow's evidence; the name is made safe for any file system.
    static func folder(for result: FlowFileResult, in directory: String) -> URL {
        let safe = String(result.name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        let name = safe.isEmpty || safe.hasPrefix(".") ? "flow-" + safe : safe
        return URL(fileURLWithPath: directory).appendingPathComponent(name)
    }

    /// Writes the failure's files.
    ///
    /// - Throws: `FlowFileUsageError` naming the folder when it cannot be written.
    static func writeFailure(of result: FlowFileResult, to directory: String) throws(FlowFileUsageError) {
        guard let failure = result.failure else { return }
        let folder = folder(for: result, in: directory)
        let files = [
            "screen.txt": failure.screen,
            "tree.txt": failure.tree,
            "steps.log": result.log.joined(separator: "\n"),
            "failure.txt": failure.report,
        ]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files {
                try Data((text + "\n").utf8).write(to: folder.appendingPathComponent(name))
            }
        } catch {
            throw FlowFileUsageError("cannot write artifacts to '\(folder.path)': \(error.localizedDescription)")
        }
    }
}
