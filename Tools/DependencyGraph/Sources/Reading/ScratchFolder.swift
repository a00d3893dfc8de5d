import Foundation

/// A private folder in the temporary folder for one run of nested tools, removed as a whole.
///
/// SwiftPM puts lock files and scratch folders into `TMPDIR`; pointing `TMPDIR` here and
/// removing this folder leaves nothing behind, whether the tool succeeded or not.
struct ScratchFolder {
    /// The folder, absolute.
    let path: String

    /// Creates the folder.
    init() throws(DepgraphError) {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/depgraph-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unreadableFile(file: path, detail: "cannot create a scratch folder: \(error.localizedDescription)")
        }
    }

    /// Removes the folder and everything in it; callers do this in a `defer`, so failures clean up too.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
