import Foundation
import Testing

@testable import FlowRunner

/// Starts each worker by running its `test` command in this process on the fake app, as the
/// real worker runs it in its own; a shard can instead crash or hang.
@MainActor
private final class InProcessWorkers: FlowFileShardWorkerLaunching {
    enum Behaviour {
        case run, crash, hang
    }

    var behaviours: [Int: Behaviour] = [:]
    private(set) var jobs: [FlowFileShardJob] = []
    private(set) var workers: [FakeWorker] = []

    func start(_ job: FlowFileShardJob) throws(FlowFileUsageError) -> any FlowFileShardWorker {
        jobs.append(job)
        var lines: [String] = []
        let worker: FakeWorker
        switch behaviours[job.shard] ?? .run {
        case .run:
            let status = FlowFileTestArguments.run(
                job.testArguments, host: { FakeFlowHost() }, output: { lines.append($0) })
            worker = FakeWorker(ending: .exited(status))
        case .crash:
            lines = ["Flow half way"]
            worker = FakeWorker(ending: .signalled(9))
        case .hang:
            worker = FakeWorker(ending: nil)
        }
        _ = FileManager.default.createFile(atPath: job.logPath, contents: Data(lines.joined(separator: "\n").utf8))
        workers.append(worker)
        return worker
    }
}

@MainActor
private final class FakeWorker: FlowFileShardWorker {
    var ending: FlowFileShardWorkerEnding?
    private(set) var stopCount = 0

    init(ending: FlowFileShardWorkerEnding?) {
        self.ending = ending
    }

    func stop() {
        stopCount += 1
        ending = .stopped
    }
}

@MainActor @Suite struct FlowShardSplitTests {
    private let passing = "appId: com.example\n---\n- launchApp\n- tapOn: Log in\n"
    private let failing = "appId: com.example\n---\n- launchApp\n- tapOn: {id: login.email}\n"

    private func run(
        _ arguments: [String], workers: InProcessWorkers, pause: @escaping () -> Void = {},
        clock: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) throws -> (Int32, [String]) {
        let options = try FlowFileTestArguments.options(arguments)
        var lines: [String] = []
        let runner = FlowFileShardedSuiteRunner(
            options: options, workers: try #require(options.workers), launcher: workers, clock: clock, pause: pause,
            output: { lines.append($0) })
        return (runner.run(), lines)
    }

    private func suite(_ count: Int, failing failed: Set<Int> = []) throws -> String {
        let folder = try makeTemporaryFolder()
        try write(
            Dictionary(
                uniqueKeysWithValues: (1...count).map { ("f\($0).yaml", failed.contains($0) ? failing : passing) }),
            into: folder)
        return folder
    }

    @Test func aSplitDealsTheFlowsRoundRobinAndReportsOneRunAsMaestroDoes() throws {
        let folder = try suite(5)
        let junit = folder + "/out/report.xml"
        let workers = InProcessWorkers()
        let (status, lines) = try run([folder, "--shard-split", "2", "--junit", junit], workers: workers)
        #expect(status == 0)
        #expect(lines.first == "Will split 5 flows across 2 shards (approx. 3 flows per shard)")
        let flows = lines.filter { $0.contains("] Flow ") }
        #expect(flows.filter { $0.hasPrefix("[shard 1] Flow ") }.count == 3)
        #expect(flows.filter { $0.hasPrefix("[shard 2] Flow ") }.count == 2)
        #expect(Set(flows.map { $0.split(separator: " ")[3] }).count == 5)
        #expect(lines.suffix(4) == ["Passed: 5/5", "[ shard 1 ] - 3/3", "[ shard 2 ] - 2/2", "5 passed, 0 failed"])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"flows\" tests=\"5\" failures=\"0\""))
        #expect(xml.contains("<testsuite device=\"shard 1\" name=\"flows\""))
        #expect(xml.contains("<testsuite device=\"shard 2\" name=\"flows\""))
        #expect(workers.jobs.map(\.shard) == [1, 2])
        #expect(workers.jobs[1].testArguments.contains("MAESTRO_SHARD_ID=2"))
        #expect(workers.jobs[1].testArguments.contains("MAESTRO_SHARD_INDEX=1"))
    }

    @Test func shardAllRunsEveryFlowOnEachWorker() throws {
        let folder = try suite(2, failing: [2])
        let html = folder + "/out/report.html"
        let (status, lines) = try run(
            [folder, "--shard-all", "3", "--format", "html", "--output", html], workers: InProcessWorkers())
        #expect(status == 1)
        #expect(lines.first == "Will run 3 shards, with all 2 flows in each shard")
        #expect(
            lines.suffix(5) == [
                "Passed: 3/6", "[ shard 1 ] - 1/2", "[ shard 2 ] - 1/2", "[ shard 3 ] - 1/2", "3 passed, 3 failed",
            ])
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<span class=\"passed\">3 passed</span> <span class=\"failed\">3 failed</span>"))
        #expect(page.contains("<h2 class=\"shard\">shard 3</h2>"))
    }

    @Test func aSplitUsesNoMoreWorkersThanFlows() throws {
        let folder = try suite(2)
        let workers = InProcessWorkers()
        let (status, lines) = try run([folder, "--shard-split", "5"], workers: workers)
        #expect(status == 0)
        #expect(
            lines.first
                == "Requested 5 shards, but it cannot be higher than the number of flows (2). Will use 2 shards instead."
        )
        #expect(workers.jobs.count == 2)
    }

    @Test func aCrashedWorkerFailsEachOfItsFlowsAndTheRunGoesOn() throws {
        let folder = try suite(4)
        let junit = folder + "/report.xml"
        let workers = InProcessWorkers()
        workers.behaviours[2] = .crash
        let (status, lines) = try run([folder, "--shard-split", "2", "--junit", junit], workers: workers)
        #expect(status == 1)
        #expect(lines.contains("[shard 2] Flow half way"))
        #expect(
            lines.contains(
                "[shard 2] FAILED every flow of this shard: its worker was ended by signal 9 before reporting"))
        #expect(lines.suffix(4) == ["Passed: 2/4", "[ shard 1 ] - 2/2", "[ shard 2 ] - 0/2", "2 passed, 2 failed"])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("the worker of shard 2 was ended by signal 9 before reporting this flow"))
    }

    @Test func aHungWorkerIsStoppedAtItsDeadlineAndItsFlowsFail() throws {
        let folder = try suite(2)
        let workers = InProcessWorkers()
        workers.behaviours[1] = .hang
        let start = ContinuousClock.now
        var elapsed = Duration.zero
        var pauses = 0
        let (status, lines) = try run(
            [folder, "--shard-split", "2", "--timeout", "30"], workers: workers,
            pause: {
                pauses += 1
                elapsed += .seconds(10)
            },
            clock: { start + elapsed })
        #expect(status == 1)
        // One flow of 30 s plus the start-up allowance of 60 s: stopped after the tenth look.
        #expect(pauses == 10)
        #expect(workers.workers[0].stopCount == 1)
        #expect(
            lines.contains(
                "[shard 1] FAILED every flow of this shard: its worker ran past its time limit and was stopped before reporting"
            ))
        #expect(lines.suffix(2) == ["[ shard 2 ] - 1/1", "1 passed, 1 failed"])
    }

    @Test func aHungWorkerHasTheTimeLimitOfEachOfItsFlows() throws {
        let folder = try suite(6)
        let workers = InProcessWorkers()
        workers.behaviours[1] = .hang
        let start = ContinuousClock.now
        var elapsed = Duration.zero
        var pauses = 0
        let (status, _) = try run(
            [folder, "--shard-split", "2", "--timeout", "30"], workers: workers,
            pause: {
                pauses += 1
                elapsed += .seconds(10)
            },
            clock: { start + elapsed })
        #expect(status == 1)
        // Three flows of 30 s each plus the start-up allowance of 60 s: stopped after the sixteenth look.
        #expect(pauses == 16)
        #expect(workers.workers[0].stopCount == 1)
    }

    @Test func workspacesWithAnExecutionOrderAreNotShardedAsInMaestro() throws {
        let folder = try suite(2)
        try write(["config.yaml": "executionOrder:\n  flowsOrder:\n    - f1\n"], into: folder)
        let (status, lines) = try run([folder, "--shard-split", "2"], workers: InProcessWorkers())
        #expect(status == 2)
        #expect(
            lines == [
                "error: Cannot run sharded tests with sequential execution (config.yaml's executionOrder); run "
                    + "without --shard-split or drop executionOrder"
            ])
    }

    @Test func workerCountsOutOfBoundsOrBothModesAreUsageErrors() {
        let cases: [([String], String)] = [
            (["f", "--shard-split", "0"], "--shard-split: expected a number of workers from 1 to 64, found '0'"),
            (["f", "--shard-all", "65"], "--shard-all: expected a number of workers from 1 to 64, found '65'"),
            (["f", "--shard-split", "two"], "--shard-split: expected a number of workers from 1 to 64, found 'two'"),
            (
                ["f", "--shard-split", "2", "--shard-all", "2"],
                "Options --shard-split and --shard-all are mutually exclusive."
            ),
        ]
        for (arguments, message) in cases {
            #expect(throws: FlowFileUsageError(message)) { try FlowFileTestArguments.options(arguments) }
        }
    }

    @Test func oneWorkerIsTheRunItselfAndNoWorkerIsStarted() throws {
        let folder = try suite(2)
        var lines: [String] = []
        let status = FlowFileTestArguments.run(
            [folder, "--shard-split", "1"], host: { FakeFlowHost() }, output: { lines.append($0) })
        #expect(status == 0)
        #expect(lines.last == "2 passed, 0 failed")
    }

    @Test func aCIShareIsSplitOverTheWorkersOfItsMachine() throws {
        let folder = try suite(12)
        var seen: [String] = []
        for index in 1...2 {
            let (status, lines) = try run(
                [folder, "--shard-index", "\(index)", "--shard-total", "2", "--shard-split", "2"],
                workers: InProcessWorkers())
            #expect(status == 0)
            seen += lines.filter { $0.contains("] Flow ") }.map { String($0.split(separator: " ")[3]) }
        }
        #expect(seen.count == 12)
        #expect(Set(seen).count == 12)
    }
}
