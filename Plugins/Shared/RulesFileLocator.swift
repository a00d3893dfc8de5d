import Foundation

/// Finds a package's rules file where the plugins look for it.
enum RulesFileLocator {
    /// The places tried, relative to the package root, in order: `module-rules.json` at the root,
    /// then `Tools/module-rules.json` (where depgraph itself looks by default).
    static let candidates = ["module-rules.json", "Tools/module-rules.json"]

    /// The first candidate that exists in `packageDirectory`, or nil.
    static func rulesFile(in packageDirectory: URL) -> URL? {
        candidates.lazy
            .map { packageDirectory.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
