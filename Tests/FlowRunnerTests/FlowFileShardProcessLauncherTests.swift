import Foundation
import Testing

@testable import FlowRunner

/// The real launcher, on stand-ins for the app's executable: `sh -c SCRIPT` ignores the `test`
/// arguments it is given, so a worker can be made to hang, crash or print.
@MainActor @Suite struct FlowFileShardProcessLauncherTests {
    private func job(in folder: String, deadline: ContinuousClock.Instant = .now + .seconds(60)) -> FlowFileShardJob {
        FlowFileShardJob(
            shard: 1, testArguments: ["flows/a.yaml", "--junit", folder + "/shard-1.xml"],
            logPath: folder + "/shard-1.log", junitPath: folder + "/shard-1.xml", htmlPath: nil, deadline: deadline)
    }

    private func launcher(_ script: String) -> FlowFileShardProcessLauncher {
        FlowFileShardProcessLauncher(
            executable: URL(fileURLWithPath: "/bin/sh"), leadingArguments: ["-c", script, "sh"])
    }

    private func waitForEnding(of worker: any FlowFileShardWorker) -> FlowFileShardWorkerEnding? {
        let deadline = ContinuousClock.now + .seconds(30)
        while worker.ending == nil, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return worker.ending
    }

    @Test func aWorkerGetsTheTestCommandAndItsOutputGoesToTheLog() throws {
        let folder = try makeTemporaryFolder()
        let worker = try launcher("echo \"$@\"; echo oops >&2; exit 1").start(job(in: folder))
        #expect(waitForEnding(of: worker) == .exited(1))
        let log = try String(contentsOfFile: folder + "/shard-1.log", encoding: .utf8)
        #expect(log == "test flows/a.yaml --junit \(folder)/shard-1.xml\noops\n")
    }

    /// The process id the worker's shell wrote to `path`, once it has; `nil` when the worker
    /// ended first.
    private func processID(writtenTo path: String, by worker: any FlowFileShardWorker) -> pid_t? {
        while worker.ending == nil {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                let id = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return id
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    /// Whether process `id` is still running: it exists and is no zombie, which is what an ended
    /// process whose parent is gone stays until something reaps it.
    private func isRunning(_ id: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
            let end = status.lastIndex(of: ")")
        else { return false }
        let state = status[status.index(after: end)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    /// The shell waits on a child of its own, which holds the log and outlives it by 20 seconds.
    /// A `stop` that waited for everything holding the log would return once the child had
    /// ended; the child still running when `stop` returns proves it did not wait, without
    /// timing it.
    @Test func aHungWorkerIsStoppedAtOnceEvenWhenItsOwnChildOutlivesIt() throws {
        let folder = try makeTemporaryFolder()
        let worker = try launcher("sleep 20 & echo $! > '\(folder)/child.pid'; wait").start(job(in: folder))
        let child = try #require(processID(writtenTo: folder + "/child.pid", by: worker))
        defer { kill(child, SIGKILL) }
        #expect(worker.ending == nil)
        worker.stop()
        #expect(worker.ending == .stopped)
        #expect(isRunning(child), "the worker's child had ended when stop returned")
    }

    @Test func aCrashedWorkerEndsBySignal() throws {
        let folder = try makeTemporaryFolder()
        let worker = try launcher("kill -9 $$").start(job(in: folder))
        #expect(waitForEnding(of: worker) == .signalled(9))
    }

    @Test func aWorkerThatCannotStartSaysWhy() throws {
        let folder = try makeTemporaryFolder()
        let missing = FlowFileShardProcessLauncher(
            executable: URL(fileURLWithPath: folder + "/no-such-app"), leadingArguments: [])
        #expect(throws: FlowFileUsageError.self) { try missing.start(job(in: folder)) }
    }

    @Test func aSuiteWhoseWorkersHangEndsByTheirDeadlineWithEachFlowFailed() throws {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": "appId: a\n---\n- launchApp\n", "b.yaml": "appId: a\n---\n- launchApp\n"], into: folder)
        let options = try FlowFileTestArguments.options([folder, "--shard-split", "2", "--timeout", "1"])
        let start = ContinuousClock.now
        var pauses = 0
        var lines: [String] = []
        let runner = FlowFileShardedSuiteRunner(
            options: options, workers: try #require(options.workers), launcher: launcher("exec sleep 600"),
            clock: { start + .seconds(30) * pauses }, pause: { pauses += 1 }, output: { lines.append($0) })
        #expect(runner.run() == 1)
        #expect(lines.suffix(4) == ["Passed: 0/2", "[ shard 1 ] - 0/1", "[ shard 2 ] - 0/1", "0 passed, 2 failed"])
        // Each worker's deadline, one flow's second and the startup allowance, is passed at the
        // first pause of 30 s after it; a runner that waited by the wall clock would pause on
        // until the real time had passed it too.
        let deadline = FlowFileShardedSuiteRunner.workerStartupAllowance + .seconds(1)
        #expect(pauses == Int((deadline / .seconds(30)).rounded(.down)) + 1)
    }
}
