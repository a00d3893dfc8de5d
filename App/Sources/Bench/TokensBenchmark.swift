import DesignSystem
import Foundation

/// Design tokens: loading the bundled file (read, resolve every alias, validate every token
/// and contrast pair), and checking the largest real design system of the shared corpus
/// against the format.
enum TokensBenchmark {
    /// The largest merged design system in `shared/corpus/tokens/dtcg-merged`.
    static let largestDesignSystem = "github-primer.default.tokens.json"

    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Design tokens")
        let data = try DesignTokens.bundledData()
        let load = try Stopwatch.measure(iterations: max(Int(200 * scale), 10)) {
            _ = try DesignTokens.load(from: data)
        }
        report.duration("load + resolve + validate tokens.json", microseconds: load.microseconds, atMost: 1_000)

        guard let url = corpusFile("tokens/dtcg-merged/" + largestDesignSystem) else {
            report.record("check \(largestDesignSystem): skipped, shared/corpus not found (set CORPUS_DIR)")
            return
        }
        let source = TokenSource(name: largestDesignSystem, data: try Data(contentsOf: url))
        var tokenCount = 0
        let check = Stopwatch.measure(iterations: max(Int(10 * scale), 3)) {
            tokenCount = DesignTokens.report(for: [source], appRequirements: false).tokens.count
        }
        report.duration(
            "check \(largestDesignSystem) (\(source.data.count / 1024) KB, \(tokenCount) tokens)",
            microseconds: check.microseconds, atMost: 20_000)
    }

    /// `CORPUS_DIR/<path>` when set, otherwise `shared/corpus/<path>` in the working folder
    /// or any folder above it.
    private static func corpusFile(_ path: String) -> URL? {
        let manager = FileManager.default
        if let folder = ProcessInfo.processInfo.environment["CORPUS_DIR"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            return manager.fileExists(atPath: url.path) ? url : nil
        }
        var folder = URL(fileURLWithPath: manager.currentDirectoryPath)
        while true {
            let candidate = folder.appendingPathComponent("shared/corpus").appendingPathComponent(path)
            if manager.fileExists(atPath: candidate.path) { return candidate }
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
    }
}
