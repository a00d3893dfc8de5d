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

    @Test func aHungWorkerIsStoppedAtOnceEvenWhenItsOwnChildOutlivesIt() throws {
        let folder = try makeTemporaryFolder()
        // The shell waits on a child of its own, which outlives it by 20 seconds and holds its log.
        let worker = try launcher("sleep 20; true").start(job(in: folder))
        #expect(worker.ending == nil)
        let start = ContinuousClock.now
        worker.stop()
        #expect(worker.ending == .stopped)
        #expect(ContinuousClock.now - start < .seconds(10))
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
        var elapsed = Duration.zero
        var lines: [String] = []
        let runner = FlowFileShardedSuiteRunner(
            options: options, workers: try #require(options.workers), launcher: launcher("exec sleep 600"),
            clock: { start + elapsed }, pause: { elapsed += .seconds(30) }, output: { lines.append($0) })
        #expect(runner.run() == 1)
        #expect(lines.suffix(4) == ["Passed: 0/2", "[ shard 1 ] - 0/1", "[ shard 2 ] - 0/1", "0 passed, 2 failed"])
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
