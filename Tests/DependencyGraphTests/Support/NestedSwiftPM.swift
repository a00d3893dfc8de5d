import Foundation

/// Runs `swift` (or another program) as a child process for the tests that drive SwiftPM itself,
/// each run bounded in time so a hung build fails its test instead of holding up the run.
struct NestedSwiftPM {
    /// What one run printed (standard output and error, interleaved) and how it ended.
    struct Run {
        let command: String
        let status: Int32
        let output: String
        let seconds: Double
        /// Whether the run was stopped for taking longer than its limit.
        let timedOut: Bool
    }

    /// The `swift` to run: `DEPGRAPH_SWIFT` when set, else the one on `PATH`.
    static var swift: String { ProcessInfo.processInfo.environment["DEPGRAPH_SWIFT"] ?? "swift" }

    /// Whether `program` can be started from `PATH` (or is an executable path).
    static func isAvailable(_ program: String) -> Bool {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// Runs `program arguments` in `folder`; stops it after `limit` seconds.
    static func run(
        _ program: String,
        _ arguments: [String],
        in folder: String,
        limit: Double = 1200
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // A file, not a pipe: a build prints more than a pipe holds before anyone reads it.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let start = Date()
        try process.run()
        let timedOut = ended.wait(timeout: .now() + limit) == .timedOut
        if timedOut {
            // SIGTERM first, so SwiftPM can stop its compilers; SIGKILL when it is ignored, as it
            // can be in a child of the test runner.
            process.terminate()
            if ended.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        }
        try handle.close()
        return Run(
            command: ([program] + arguments).joined(separator: " "),
            status: process.terminationStatus,
            output: (try? String(contentsOf: log, encoding: .utf8)) ?? "",
            seconds: Date().timeIntervalSince(start),
            timedOut: timedOut
        )
    }
}
