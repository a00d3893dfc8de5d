import App
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessDefaults
import HeadlessUI
import SessionStore

/// The bundled flows, run against the real app: how many flow steps the runner executes per
/// second, launches and assertions included. Once with the session saved to a state file, as
/// `App test` runs them, and once with it in memory, which is the cost of the steps alone; then
/// the state-file reads and writes of a saved pass, counted, beside what one of each costs.
enum FlowsBenchmark {
    /// The tag of the bundled flows that switch the content server to a scenario.
    static let serverScenarioTag = "server-scenarios"

    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Flows (bundled flows, real app)")
        let folder = URL(fileURLWithPath: try BundledFlowFiles.path(of: BundledFlowFiles.tour))
            .deletingLastPathComponent()
        // The flows that play a slow or failing server wait for it by design: they time the
        // server's delays, not the steps.
        let flows = try FlowFileDiscovery.files(in: [folder.path]).map { try FlowFileLoader().load($0) }
            .filter { !$0.config.tags.contains(serverScenarioTag) }
        // A tenth of the passes: these steps wait for the server and for Explore's pause, and
        // are reported without a target.
        try rows(of: flows, services: nil, scale: scale / 10, into: report)

        // The same flows with the server's answers remembered after the first pass and Explore
        // asking at once: what is left is the runner, the app and the state file.
        let services = try BenchmarkContent.remembered()
        report.section("Flows (bundled flows, real app, the server's content answered from memory)")
        try rows(of: flows, services: services, scale: scale, into: report)
    }

    /// The rows of one content source (`nil`: the embedded server): the steps with the session
    /// saved, as `App test` runs them; with it in memory; and what saving adds to a step, beside
    /// what the state file cost in that run.
    private static func rows(
        of flows: [FlowFile], services: AppServices?, scale: Double, into report: BenchmarkReport
    ) throws {
        let states = TemporaryStateFolder()
        let saved = try stepRate(of: flows, scale: scale, host: AppFlowFileHost.suite(services: services))
        // No rate of its own to meet: against the server it waits for the answers, and with the
        // content in memory it is bounded by the state file, which the last row judges.
        unjudgedRate(
            "flow steps, session saved (\(flows.count) flows, \(saved.steps) steps a pass)", saved.perStep,
            why: services == nil ? "waits for the server and Explore's pause" : "bounded by the state file (below)",
            into: report)

        // A flow that relaunches to find what it stored needs the file; the others also pass
        // with the session in memory.
        let inMemory = {
            AppFlowFileHost(statePath: states.nextStatePath(), keepsStateInMemory: true, services: services)
        }
        let standalone = flows.filter { FlowFileRunner(host: inMemory()).run($0).passed }
        let memory = try stepRate(of: standalone, scale: scale, host: inMemory)
        let memoryName = "flow steps, session in memory (\(standalone.count) flows, \(memory.steps) steps a pass)"
        if services == nil {
            unjudgedRate(memoryName, memory.perStep, why: "waits for the server and Explore's pause", into: report)
        } else {
            report.rate(memoryName, memory.perStep, unit: "steps", atLeast: 20_000)
        }
        // The same flows again with the session saved, their calls on the file counted and timed:
        // what saving adds to a step, on the very steps timed in memory.
        let counter = CountingStateFileSystem()
        let timer = TimedStateFileSystem(timing: counter)
        let savedStandalone = try stepRate(
            of: standalone, scale: scale, host: AppFlowFileHost.suite(stateFileSystem: timer, services: services))
        let passes = Double(savedStandalone.passes)
        let work = FileWork(
            readsPerPass: Double(counter.reads) / passes, writesPerPass: Double(counter.writes) / passes,
            callsPerPass: timer.timeInCalls.seconds * 1e6 / passes)
        try reportFileWork(
            work, saved: savedStandalone, memory: memory, judged: services != nil, states: states, scale: scale,
            into: report)
    }

    /// A rate reported without a target, saying why it has none.
    private static func unjudgedRate(
        _ name: String, _ measurement: Stopwatch.Measurement, why: String, into report: BenchmarkReport
    ) {
        report.record(
            String(
                format: "%@: %.0f steps/s median (%.2f µs each; no target: %@)", name,
                measurement.operationsPerSecond, measurement.microseconds, why))
    }

    /// The state-file work of one pass, counted and timed in place.
    private struct FileWork {
        var readsPerPass: Double
        var writesPerPass: Double
        /// Microseconds spent in the file system's calls (open, write, rename, close...).
        var callsPerPass: Double
    }

    /// What the saved session adds to a step, beside what the state file cost in the same run:
    /// the time in its system calls, measured in place (new files in a folder emptied before
    /// each flow cost more there than in a loop over one file), plus the reading, decoding and
    /// encoding around the calls, measured apart (a read's or a write's time less its calls).
    /// When `judged`, the state file must account for at least half of what saving adds: the two
    /// step times come from separate runs, and their difference is noisier than either.
    private static func reportFileWork(
        _ work: FileWork,
        saved: (perStep: Stopwatch.Measurement, steps: Int, passes: Int),
        memory: (perStep: Stopwatch.Measurement, steps: Int, passes: Int),
        judged: Bool,
        states: TemporaryStateFolder,
        scale: Double,
        into report: BenchmarkReport
    ) throws {
        let iterations = max(Int(50 * scale), 5)
        let session = StateFileBenchmark.session(bookmarks: 2)
        let writeTimer = TimedStateFileSystem(timing: PosixStateFileSystem())
        let writer = StateFile(path: states.nextStatePath(), durability: .relaxed, fileSystem: writeTimer)
        _ = writer.read()
        let write = try Stopwatch.measure(samples: 5, iterations: iterations) { try writer.write(session) }
        let readTimer = TimedStateFileSystem(timing: PosixStateFileSystem())
        let reader = StateFile(path: writer.fileURL.path, durability: .relaxed, fileSystem: readTimer)
        let read = Stopwatch.measure(samples: 5, iterations: iterations) { _ = reader.read() }
        // The timers saw all six rounds of `iterations` (the warm-up too); their mean per call.
        let rounds = Double(6 * iterations)
        let writeAround = max(write.microseconds - writeTimer.timeInCalls.seconds * 1e6 / rounds, 0)
        let readAround = max(read.microseconds - readTimer.timeInCalls.seconds * 1e6 / rounds, 0)
        let steps = Double(max(saved.steps, 1))
        let inPlace = (work.callsPerPass + work.readsPerPass * readAround + work.writesPerPass * writeAround) / steps
        let extra = saved.perStep.microseconds - memory.perStep.microseconds
        report.record(
            String(
                format:
                    "the same flows, session saved: %.1f µs a step, %.1f µs more than in memory. The state file in "
                    + "that run (a pass of %d steps: %.0f reads, %.0f writes, relaxed as App test writes): %.1f µs "
                    + "a step in its calls, %.1f µs reading, decoding and encoding around them; %.1f µs a step "
                    + "left to everything else%@",
                saved.perStep.microseconds, extra, saved.steps, work.readsPerPass, work.writesPerPass,
                work.callsPerPass / steps, (inPlace - work.callsPerPass / steps), extra - inPlace,
                judged ? " (target: the state file at least half of what saving adds)" : ""),
            met: !judged || inPlace >= extra / 2)
    }

    /// Runs every flow, each on a host of its own, in passes; the flows are deterministic, so every
    /// pass runs the same number of steps.
    private static func stepRate(
        of flows: [FlowFile],
        scale: Double,
        host: () -> AppFlowFileHost
    ) throws -> (perStep: Stopwatch.Measurement, steps: Int, passes: Int) {
        var stepsPerPass = 0
        var passes = 0
        let pass = try Stopwatch.measure(samples: 5, iterations: max(Int(20 * scale), 1)) {
            stepsPerPass = 0
            passes += 1
            for flow in flows {
                let result = FlowFileRunner(host: host()).run(flow)
                if let failure = result.failure { throw FlowFileHostError(message: failure.report) }
                stepsPerPass += result.executedSteps
            }
        }
        let perStep = Stopwatch.Measurement(
            secondsPerOperation: pass.secondsPerOperation / Double(max(stepsPerPass, 1)))
        return (perStep, stepsPerPass, passes)
    }
}
