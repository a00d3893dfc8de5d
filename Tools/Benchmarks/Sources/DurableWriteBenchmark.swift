import App
import FlowFileHost
import Foundation
import HeadlessDefaults
import SessionStore

/// What a change costs with `Durability.full`, against the floor of this disk measured in the
/// same run: the least any durable replacement can do, one new file written and flushed,
/// renamed over the old one, and the folder flushed. Flushes cost milliseconds and vary with
/// what else the disk is doing, so the two are measured in alternation and compared by their
/// medians.
enum DurableWriteBenchmark {
    /// The most a durable change may cost, as a multiple of the floor.
    static let targetRatio = 1.3

    static func run(in states: TemporaryStateFolder, report: BenchmarkReport, scale: Double) throws {
        let session = StateFileBenchmark.session(bookmarks: 0)
        let bytes = SessionPropertyList.encode(session)
        let file = StateFile(path: states.nextStatePath(), durability: .full)
        _ = file.read()
        try file.write(session)
        let floorFile = URL(fileURLWithPath: states.nextStatePath())
        let rounds = scale < 1 ? 3 : 9
        let iterations = scale < 1 ? 3 : 10
        var durable: [Double] = []
        var floor: [Double] = []
        for _ in 0..<rounds {
            durable.append(
                try Stopwatch.measure(samples: 1, iterations: iterations) { try file.write(session) }.milliseconds)
            floor.append(
                try Stopwatch.measure(samples: 1, iterations: iterations) {
                    try writeAtTheFloor(bytes, to: floorFile)
                }.milliseconds)
        }
        let durableMedian = Stopwatch.median(durable)
        let floorMedian = Stopwatch.median(floor)
        let ratio = durableMedian / floorMedian
        report.record(
            String(
                format:
                    "durable change of a logged-in session (--durability full): %.2f ms median; the disk's floor (write, fsync, rename, folder fsync): %.2f ms; ratio %.2f (target ≤ %.1f)",
                durableMedian, floorMedian, ratio, targetRatio),
            met: ratio <= targetRatio)
    }

    /// The floor: a new file with `bytes`, flushed, renamed over `url`, then its folder flushed.
    private static func writeAtTheFloor(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.path + ".new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StateFileError.system(.cannotWrite, path: temporary) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, flushed, rename(temporary, url.path) == 0 else {
            throw StateFileError.system(.cannotWrite, path: url.path)
        }
        let folderPath = url.deletingLastPathComponent().path
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0, fsync(folder) == 0 else { throw StateFileError.system(.cannotFlushFolder, path: folderPath) }
        close(folder)
    }
}
