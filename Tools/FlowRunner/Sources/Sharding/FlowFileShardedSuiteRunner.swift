import Foundation
import HeadlessUI

/// Runs a suite over worker processes on this machine (`--shard-split N`, `--shard-all N`), as
/// Maestro runs one over N devices: each worker is the app's own executable running `test` on
/// its share, with its own scratch state; their output, results and reports are gathered and
/// reported as one run. A worker that crashes, or runs past its time limit and is stopped,
/// fails each of its flows saying so; the run never waits on it longer than that.
@MainActor
public final class FlowFileShardedSuiteRunner {
    /// Time a worker has beyond its flows' own limits, for starting up and writing reports.
    public static let workerStartupAllowance = Duration.seconds(60)

    private let options: FlowFileTestOptions
    private let workers: FlowFileShardWorkers
    private let launcher: any FlowFileShardWorkerLaunching
    private let loader: FlowFileLoader
    private let clock: () -> ContinuousClock.Instant
    private let pause: () -> Void
    private let output: (String) -> Void

    /// Creates a runner of `options`, whose `workers` say how to spread the suite.
    ///
    /// - Parameters:
    ///   - launcher: Starts each worker.
    ///   - loader: Reads the flow files to plan the shares (the disk by default).
    ///   - clock: The time now, for the workers' deadlines.
    ///   - pause: Waits a moment between looks at the running workers.
    ///   - output: Receives each printed line.
    public init(
        options: FlowFileTestOptions,
        workers: FlowFileShardWorkers,
        launcher: any FlowFileShardWorkerLaunching,
        loader: FlowFileLoader = FlowFileLoader(),
        clock: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
        pause: @escaping () -> Void = { Thread.sleep(forTimeInterval: 0.02) },
        output: @escaping (String) -> Void
    ) {
        self.options = options
        self.workers = workers
        self.launcher = launcher
        self.loader = loader
        self.clock = clock
        self.pause = pause
        self.output = { output(TerminalText.visible($0, keepingLineBreaks: true)) }
    }

    /// Runs the suite and returns the exit status, as Maestro's: 0 every flow passed, 1 a flow
    /// failed (or its worker did), 2 a usage or syntax error (then nothing runs).
    public func run() -> Int32 {
        if let refusal = FlowFileSuiteRunner.refusedReport(options) {
            output("error: \(refusal.message)")
            return 2
        }
        let flows: [FlowFile]
        do {
            flows = try plannedFlows()
        } catch {
            output("error: \(error.message)")
            return 2
        }
        // A share of a CI matrix may hold no flows: nothing to start, and nothing failed.
        guard !flows.isEmpty else { return report([]) }
        let shares = workers.shares(of: flows)
        announce(shares, flowCount: flows.count)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("flow-shards-\(UUID().uuidString)", isDirectory: true).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            output("error: cannot create the workers' scratch folder '\(scratch)': \(error.localizedDescription)")
            return 2
        }
        let jobs = shares.enumerated().map { job(shard: $0.offset + 1, flows: $0.element, scratch: scratch) }
        let endings = runWorkers(jobs)
        var results: [FlowFileShardResult] = []
        for (index, job) in jobs.enumerated() {
            let result = FlowFileShardResult(
                job: job, flows: shares[index], ending: endings[index], writesHTML: options.htmlPath != nil)
            for line in result.log { output("[shard \(job.shard)] " + line) }
            results.append(result)
        }
        return report(results)
    }

    // MARK: - Steps of a run

    /// The flows to spread: the workspace's, this machine's share of them under
    /// `--shard-index`; refused, as Maestro refuses it, when an `executionOrder` must run
    /// flows one after another.
    private func plannedFlows() throws(FlowFileUsageError) -> [FlowFile] {
        let workspace = try FlowFileWorkspace.plan(
            paths: options.paths, includeTags: options.includeTags, excludeTags: options.excludeTags,
            loader: loader, report: output)
        guard workspace.ordered.isEmpty else {
            throw FlowFileUsageError(
                "Cannot run sharded tests with sequential execution (config.yaml's executionOrder); run without "
                    + "\(FlowFileShardWorkers.option(workers.mode)) or drop executionOrder")
        }
        guard let shard = options.shard else { return workspace.flows }
        let share = shard.select(from: workspace.flows, roots: options.paths)
        output("Shard \(shard.index) of \(shard.total): \(share.count) of \(workspace.flows.count) flows")
        return share
    }

    /// Says what will run, in Maestro's words.
    private func announce(_ shares: [[FlowFile]], flowCount: Int) {
        switch workers.mode {
        case .all:
            output("Will run \(shares.count) shards, with all \(flowCount) flows in each shard")
        case .split:
            if workers.count > flowCount {
                output(
                    "Requested \(workers.count) shards, but it cannot be higher than the number of flows "
                        + "(\(flowCount)). Will use \(shares.count) shards instead.")
            }
            let approximate = flowCount % shares.count == 0 ? "" : "approx. "
            let perShard = Int((Double(flowCount) / Double(shares.count)).rounded())
            output(
                "Will split \(flowCount) flows across \(shares.count) shards (\(approximate)\(perShard) flows per shard)"
            )
        }
    }

    /// The job of shard `shard`: its flow files, the run's own options, Maestro's shard
    /// variables, and its reports and log in the scratch folder.
    private func job(shard: Int, flows: [FlowFile], scratch: String) -> FlowFileShardJob {
        var arguments = flows.map(\.file)
        for (name, value) in options.parameters.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        arguments += ["-e", "MAESTRO_SHARD_ID=\(shard)", "-e", "MAESTRO_SHARD_INDEX=\(shard - 1)"]
        let timeLimit = options.timeLimit ?? FlowFileRunner.defaultTimeLimit
        arguments += ["--timeout", String(timeLimit.components.seconds)]
        let junit = scratch + "/shard-\(shard).xml"
        arguments += ["--format", "junit", "--output", junit]
        let html = options.htmlPath == nil ? nil : scratch + "/shard-\(shard).html"
        if let html { arguments += ["--format", "html", "--output", html] }
        if let artifacts = options.artifactsDirectory {
            arguments += ["--artifacts", artifacts + "/shard-\(shard)"]
        }
        return FlowFileShardJob(
            shard: shard, testArguments: arguments, logPath: scratch + "/shard-\(shard).log", junitPath: junit,
            htmlPath: html, deadline: clock() + timeLimit * flows.count + Self.workerStartupAllowance)
    }

    /// Starts every worker, then looks at them until each has ended, stopping any past its
    /// deadline; returns how each ended (`nil` for one that could not start, after saying why).
    private func runWorkers(_ jobs: [FlowFileShardJob]) -> [FlowFileShardWorkerEnding?] {
        var running: [(any FlowFileShardWorker)?] = []
        for job in jobs {
            do {
                running.append(try launcher.start(job))
            } catch {
                output("[shard \(job.shard)] error: \(error.message)")
                running.append(nil)
            }
        }
        var endings: [FlowFileShardWorkerEnding?] = running.map { $0?.ending }
        while zip(running, endings).contains(where: { $0.0 != nil && $0.1 == nil }) {
            pause()
            let now = clock()
            for (index, worker) in running.enumerated() {
                guard let worker, endings[index] == nil else { continue }
                if let ending = worker.ending {
                    endings[index] = ending
                } else if now > jobs[index].deadline {
                    worker.stop()
                    endings[index] = .stopped
                }
            }
        }
        return endings
    }

    /// Prints the totals as Maestro does, writes the joined reports, and returns the status.
    private func report(_ results: [FlowFileShardResult]) -> Int32 {
        let total = results.reduce(0) { $0 + $1.junit.tests }
        let failed = results.reduce(0) { $0 + $1.junit.failures }
        output("Passed: \(total - failed)/\(total)")
        for result in results {
            output(
                "[ shard \(result.job.shard) ] - \(result.junit.tests - result.junit.failures)/\(result.junit.tests)")
        }
        let devices = results.map { "shard \($0.job.shard)" as String? }
        do {
            if let path = options.junitPath {
                let xml = JUnitReportMerger.xml(merging: results.map(\.junit), devices: devices)
                try FlowFileReportFile.write(xml, to: path, what: "the JUnit report")
            }
            if let path = options.htmlPath {
                let html = HTMLReportMerger.html(merging: results.compactMap(\.html), headings: devices)
                try FlowFileReportFile.write(html, to: path, what: "the HTML report")
            }
        } catch {
            output("error: \(error.message)")
            return 2
        }
        output("\(total - failed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }
}
