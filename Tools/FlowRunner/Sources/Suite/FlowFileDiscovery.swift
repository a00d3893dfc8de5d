import Foundation

/// Turns the paths given to `App test` into flow files, in a stable order.
public enum FlowFileDiscovery {
    /// The file extensions of flow files.
    public static let extensions: Set<String> = ["yaml", "yml"]

    /// Each given file, and the flow files directly inside each given folder (sub-folders are
    /// left out: they hold the files that `runFlow` includes). Sorted, without duplicates.
    ///
    /// - Throws: `FlowFileUsageError` for a missing path or a folder without flow files.
    public static func files(in paths: [String]) throws(FlowFileUsageError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            guard try isFolder(path) else {
                files.append(path)
                continue
            }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: path)
            } catch {
                throw FlowFileUsageError("cannot list the folder '\(path)': \(error.localizedDescription)")
            }
            let flows = names.filter { name in
                let isFlow = extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
                var isFolder: ObjCBool = false
                let exists = manager.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
                return isFlow && exists && !isFolder.boolValue && !name.hasPrefix(".")
            }
            guard !flows.isEmpty else {
                throw FlowFileUsageError("expected flow files (.yaml, .yml) in the folder '\(path)', found none")
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            files += flows.map { folder + "/" + $0 }
        }
        return Array(Set(files)).sorted()
    }

    /// Whether a path given to `App test` is a folder (else a file).
    ///
    /// - Throws: `FlowFileUsageError` when nothing is there.
    static func isFolder(_ path: String) throws(FlowFileUsageError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FlowFileUsageError("Flow path does not exist: '\(path)' (no such flow file or folder)")
        }
        return isDirectory.boolValue
    }
}
