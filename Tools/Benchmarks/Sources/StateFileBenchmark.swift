import App
import FlowFileHost
import Foundation
import SessionStore

/// The state file: what one write of a small session costs (a login or a logout, twice per app
/// cycle), then the file of someone who saved a great deal: loading it, toggling one bookmark
/// (one write of the whole file) and saving it, with 10,000 and 100,000 bookmarks; these with
/// `Durability.relaxed`, as `App test` writes. Last, one durable change against the disk's floor.
enum StateFileBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("State file (binary property list)")
        let states = TemporaryStateFolder()
        try measureSmallWrite(in: states, report: report, scale: scale)
        // A quick run is a smoke check: the large file alone would take most of its time.
        let sizes = scale < 1 ? [(10_000, 100.0)] : [(10_000, 100.0), (100_000, 1_000.0)]
        for (count, target) in sizes {
            try measure(bookmarks: count, in: states, loadTarget: target, report: report, scale: scale)
        }
        try measureOldFormat(bookmarks: 10_000, in: states, report: report)
        try DurableWriteBenchmark.run(in: states, report: report, scale: scale)
    }

    /// A logged-in session with `count` bookmarks from both feeds.
    static func session(bookmarks count: Int) -> SessionState {
        var state = SessionState(isLoggedIn: true, displayName: "Ada Lovelace", email: "ada@example.com")
        for index in 0..<count {
            state.bookmarks.insert(
                .init(
                    id: "item-\(index)", title: "Saved article number \(index)",
                    source: index.isMultiple(of: 2) ? "home" : "explore",
                    savedAt: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index))))
        }
        return state
    }

    /// A fact, not a target: the app cycle's own target covers it. Two of these fit in a cycle.
    /// Measured twice: in a quiet folder, and in one where a few thousand files were just
    /// created and deleted, as a test run or a build does. Each write creates a file, and on ext4
    /// without a journal a new file there costs more (a new inode skips every recently freed
    /// one): both figures are shown so that the difference stays in sight.
    private static func measureSmallWrite(in states: TemporaryStateFolder, report: BenchmarkReport, scale: Double)
        throws
    {
        let state = session(bookmarks: 0)
        let iterations = max(Int(1_000 * scale), 10)
        func measureWrites() throws -> Stopwatch.Measurement {
            let file = StateFile(path: states.nextStatePath(), durability: .relaxed)
            _ = file.read()
            return try Stopwatch.measure(samples: 5, iterations: iterations) { try file.write(state) }
        }
        let quiet = try measureWrites()
        try churn(files: 3_000, in: states.url)
        let afterChurn = try measureWrites()
        report.record(
            String(
                format:
                    "one write of a logged-in session without bookmarks (relaxed): %.1f µs median; %.1f µs where 3,000 files were just deleted",
                quiet.microseconds, afterChurn.microseconds))
    }

    /// Creates `count` files in `folder` and deletes them all, then waits for the next second:
    /// the file system counts a file as recently freed from the second after.
    private static func churn(files count: Int, in folder: URL) throws {
        let manager = FileManager.default
        let paths = (0..<count).map { folder.appendingPathComponent("churn-\($0)").path }
        for path in paths where !manager.createFile(atPath: path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        for path in paths { try manager.removeItem(atPath: path) }
        Thread.sleep(forTimeInterval: 1.1)
    }

    private static func measure(
        bookmarks count: Int, in states: TemporaryStateFolder, loadTarget: Double, report: BenchmarkReport,
        scale: Double
    ) throws {
        let file = StateFile(path: states.nextStatePath(), durability: .relaxed)
        _ = file.read()
        let state = session(bookmarks: count)
        try file.write(state)
        let megabytes = Double(try Data(contentsOf: file.fileURL).count) / 1_048_576
        let label = "\(count.formatted()) bookmarks"
        let samples = scale < 1 ? 1 : 3
        // A toggle is one decision and one write of the whole session; the targets are
        // 10 ms with 10,000 bookmarks and 1 s for anything with 100,000.
        let writeTarget = count <= 10_000 ? 10.0 : 1_000.0
        var loaded: SessionState?
        let load = try Stopwatch.measure(samples: samples, iterations: 1) {
            guard case let .usable(state) = file.read() else { throw StateBenchmarkError(path: file.fileURL.path) }
            loaded = state
        }
        report.duration(
            String(format: "%@: load (%.1f MiB file)", label, megabytes), milliseconds: load.milliseconds,
            atMost: loadTarget)
        let store = PropertyListSessionStore(file: file, state: loaded ?? state)
        let middle = "item-\(count / 2)"
        let toggle = Stopwatch.measure(samples: samples, iterations: 10) {
            store.removeBookmark(id: middle)
            store.setBookmarked(
                true, id: middle, title: "Saved again", source: BookmarkSources.source(identifier: "home"))
        }
        report.duration(
            "\(label): toggle one bookmark (remove or add, file rewritten)", milliseconds: toggle.milliseconds / 2,
            atMost: writeTarget)
        let save = try Stopwatch.measure(samples: samples, iterations: 5) { try file.write(state) }
        report.duration("\(label): save the whole session", milliseconds: save.milliseconds, atMost: writeTarget)
    }

    /// Files from builds that wrote XML are read once by the app's own XML reader, then saved as binary.
    /// The session as the UserDefaults-based store of earlier builds stored it.
    private static func oldFormat(_ state: SessionState) -> [String: Any] {
        let bookmarks = state.bookmarks.map { bookmark -> [String: Any] in
            ["id": bookmark.id, "title": bookmark.title, "source": bookmark.source, "savedAt": bookmark.savedAt]
        }
        let session: [String: Any] = [
            "isLoggedIn": state.isLoggedIn, "displayName": state.displayName, "email": state.email,
            "bookmarks": bookmarks,
        ]
        return [SessionPropertyList.sessionKey: session]
    }

    private static func measureOldFormat(bookmarks count: Int, in states: TemporaryStateFolder, report: BenchmarkReport)
        throws
    {
        let file = StateFile(path: states.nextStatePath())
        _ = file.read()
        let xml = try PropertyListSerialization.data(
            fromPropertyList: oldFormat(session(bookmarks: count)), format: .xml, options: 0)
        try xml.write(to: file.fileURL)
        let clock = ContinuousClock()
        let start = clock.now
        guard case .usable = file.read() else { throw StateBenchmarkError(path: file.fileURL.path) }
        report.record(
            String(
                format: "%@ bookmarks in an old XML file: first load %.0f ms (read once, saved as binary after)",
                count.formatted(), (clock.now - start).seconds * 1_000))
    }
}

/// The benchmark's own state file could not be read back.
struct StateBenchmarkError: Error, CustomStringConvertible {
    let path: String
    var description: String { "the benchmark could not read back \(path)" }
}
