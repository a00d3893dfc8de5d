import DesignSystem
import DesignSystemTools
import Foundation

/// Design tokens: loading the bundled file as the app launches (DesignSystem's strict loader:
/// read, resolve every alias, check every token the app reads), and checking the largest real
/// design system of the shared corpus against the format (DesignSystemTools' full check). Each row gives the wall-time median and the thread's processor-time
/// median; the target is checked against the processor time, which other work on a shared
/// machine does not inflate.
enum TokensBenchmark {
    /// The largest merged design system in `shared/corpus/tokens/dtcg-merged`.
    static let largestDesignSystem = "github-primer.default.tokens.json"

    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Design tokens")
        let data = try DesignTokens.bundledData()
        let loadIterations = max(Int(200 * scale), 10)
        let load = try Stopwatch.measure(iterations: loadIterations) { _ = try DesignTokens.load(from: data) }
        let loadCPU = try ThreadCPUTime.median(iterations: loadIterations) { _ = try DesignTokens.load(from: data) }
        row(
            "load + resolve + validate tokens.json", wall: load.microseconds, cpu: loadCPU * 1e6, atMost: 1_000,
            into: report)

        guard let url = corpusFile("tokens/dtcg-merged/" + largestDesignSystem) else {
            report.record("check \(largestDesignSystem): skipped, shared/corpus not found (set CORPUS_DIR)")
            return
        }
        let source = TokenSource(name: largestDesignSystem, data: try Data(contentsOf: url))
        var tokenCount = 0
        let checkIterations = max(Int(10 * scale), 3)
        let check = Stopwatch.measure(iterations: checkIterations) {
            tokenCount = DesignTokens.report(for: [source], appRequirements: false).tokens.count
        }
        let checkCPU = ThreadCPUTime.median(iterations: checkIterations) {
            _ = DesignTokens.report(for: [source], appRequirements: false)
        }
        row(
            "check \(largestDesignSystem) (\(source.data.count / 1024) KB, \(tokenCount) tokens)",
            wall: check.microseconds, cpu: checkCPU * 1e6, atMost: 20_000, into: report)
    }

    private static func row(
        _ name: String, wall: Double, cpu: Double, atMost target: Double, into report: BenchmarkReport
    ) {
        report.record(
            String(format: "%@: %.1f µs CPU median, %.1f µs wall median (target < %.0f µs)", name, cpu, wall, target),
            met: cpu < target)
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
