import Foundation

/// Reads and writes the package's text files, turning failures into errors that name the file.
enum PackageFiles {
    /// The UTF-8 text of `url`.
    static func read(_ url: URL) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .fileFailed(path: url.path, detail: "cannot read: \(error.localizedDescription)")
        }
    }

    /// Writes `text` to `url`, creating the folders on the way.
    static func write(_ text: String, to url: URL) throws(ScaffoldError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw .fileFailed(path: url.path, detail: "cannot write: \(error.localizedDescription)")
        }
    }
}
