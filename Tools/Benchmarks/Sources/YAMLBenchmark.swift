import FlowRunner
import Foundation

/// YAML parse throughput over every flow file of the shared Maestro corpora, side by side with
/// PyYAML's C loader (libyaml) reading the same bytes, timed inside Python so that starting
/// the interpreter is not counted. Without the corpus or PyYAML, a notice says what was skipped.
enum YAMLBenchmark {
    /// Flow files are small; the set is repeated to this size so one pass takes milliseconds.
    private static let targetByteCount = 4 * 1_048_576

    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("YAML (flow files of the shared Maestro corpora)")
        guard let corpus = corpusDirectory() else {
            report.record("note: shared/corpus not found (set CORPUS_DIR); YAML benchmark skipped")
            return
        }
        let (bytes, fileCount) = streamOfFlowFiles(in: corpus)
        guard fileCount > 0 else {
            report.record("note: no flow files under \(corpus); YAML benchmark skipped")
            return
        }
        let megabytes = Double(bytes.count) / 1_048_576
        let pass = try Stopwatch.measure(samples: 5, iterations: max(Int(5 * scale), 1)) {
            _ = try FlowFileYAML.documentCount(in: bytes, file: "bench.yaml")
        }
        let perMegabyte = Stopwatch.Measurement(secondsPerOperation: pass.secondsPerOperation / megabytes)
        report.rate(
            String(format: "YAML parse (%d flow files, %.1f MB)", fileCount, megabytes), perMegabyte, unit: "MB",
            atLeast: 5)
        guard let python = PyYAMLTiming.megabytesPerSecond(of: bytes, samples: 5) else {
            report.record("note: python3 with PyYAML's C loader (python3-yaml) not found; comparison skipped")
            return
        }
        let ratio = perMegabyte.operationsPerSecond / python
        report.record(
            String(format: "PyYAML C loader, same bytes: %.1f MB/s; ours is %.1fx (target ≥ 2x)", python, ratio),
            met: ratio >= 2)
    }

    /// `shared/corpus` from `CORPUS_DIR`, or in a folder above the working directory.
    private static func corpusDirectory() -> String? {
        let manager = FileManager.default
        if let configured = ProcessInfo.processInfo.environment["CORPUS_DIR"], manager.fileExists(atPath: configured) {
            return configured
        }
        var folder = URL(fileURLWithPath: manager.currentDirectoryPath)
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus").path
            if manager.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Every `.yaml` file under the corpus's `maestro-latest` and `maestro` that reads as YAML,
    /// one document stream after another, repeated to `targetByteCount`.
    private static func streamOfFlowFiles(in corpus: String) -> (bytes: [UInt8], fileCount: Int) {
        var once: [UInt8] = []
        var count = 0
        for folder in ["maestro-latest", "maestro"] {
            let root = corpus + "/" + folder
            guard let paths = FileManager.default.enumerator(atPath: root) else { continue }
            for case let path as String in paths where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                let file = Array(data)
                guard (try? FlowFileYAML.documentCount(in: file, file: path)) != nil else { continue }
                once += Array("\n---\n".utf8) + file
                count += 1
            }
        }
        guard !once.isEmpty else { return ([], 0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(targetByteCount + once.count)
        while bytes.count < targetByteCount { bytes += once }
        return (bytes, count)
    }
}
