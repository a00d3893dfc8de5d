import Foundation

/// Finds the shared corpus of real-world material next to the package: `CORPUS_DIR` when
/// set, otherwise `shared/corpus` in the package's folder or any folder above it.
enum CorpusLocator {
    static func folder(_ name: String, file: String = #filePath) -> URL? {
        let manager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["CORPUS_DIR"] {
            let url = URL(fileURLWithPath: override).appendingPathComponent(name)
            return manager.fileExists(atPath: url.path) ? url : nil
        }
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus").appendingPathComponent(name)
            if manager.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
