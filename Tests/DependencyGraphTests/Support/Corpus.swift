import Foundation

/// The shared conformance corpus, found beside the package (`../shared/corpus`), in a folder
/// above it, or at `CORPUS_DIR`; tests skip with a notice when it is absent.
enum Corpus {
    static var directory: String? {
        if let configured = ProcessInfo.processInfo.environment["CORPUS_DIR"],
            FileManager.default.fileExists(atPath: configured)
        {
            return configured
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The `swift package describe` files of the corpus, or nil (after printing why) when absent.
    static func describeFiles() -> [String]? {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory + "/swiftpm-describe")
        else {
            print("note: shared/corpus/swiftpm-describe not found; skipping the description conformance test")
            return nil
        }
        return names.filter { $0.hasSuffix(".describe.json") }.sorted().map { directory + "/swiftpm-describe/" + $0 }
    }
}
