import App
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessDefaults
import HeadlessUI

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
        let states = TemporaryStateFolder()

        let saved = try stepRate(of: flows, scale: scale, host: AppFlowFileHost.suite())
        report.rate(
            "flow steps, session saved (\(flows.count) flows, \(saved.steps) steps a pass)", saved.perStep,
            unit: "steps", atLeast: 20_000)

        // A flow that relaunches to find what it stored needs the file; the others also pass
        // with the session in memory.
        let inMemory = { AppFlowFileHost(statePath: states.nextStatePath(), keepsStateInMemory: true) }
        let standalone = flows.filter { FlowFileRunner(host: inMemory()).run($0).passed }
        let memory = try stepRate(of: standalone, scale: scale, host: inMemory)
        report.rate(
            "flow steps, session in memory (\(standalone.count) flows, \(memory.steps) steps a pass)", memory.perStep,
            unit: "steps", atLeast: 20_000)
        // The same flows again with the session saved, their reads and writes of the file counted:
        // what saving adds to a step, on the very steps timed in memory.
        let counter = CountingStateFileSystem()
        let savedStandalone = try stepRate(
            of: standalone, scale: scale, host: AppFlowFileHost.suite(stateFileSystem: counter))
        let passes = Double(savedStandalone.passes)
        try reportFileWork(
            (Double(counter.reads) / passes, Double(counter.writes) / passes), saved: savedStandalone,
            memory: memory, states: states, scale: scale, into: report)
    }

    /// What the saved session adds to a step, told by counting: the state-file reads of one pass
    /// (one a launch, and one before each flow, which empties the shared file) and its writes (one
    /// a change to the session, and the emptying after a flow that left one behind), what one of
    /// each costs as the suite makes them, and what they come to a step, beside what a saved step
    /// costs more than one in memory.
    private static func reportFileWork(
        _ perPass: (reads: Double, writes: Double),
        saved: (perStep: Stopwatch.Measurement, steps: Int, passes: Int),
        memory: (perStep: Stopwatch.Measurement, steps: Int, passes: Int),
        states: TemporaryStateFolder,
        scale: Double,
        into report: BenchmarkReport
    ) throws {
        let file = StateFile(path: states.nextStatePath(), durability: .relaxed)
        _ = file.read()
        let session = StateFileBenchmark.session(bookmarks: 2)
        let iterations = max(Int(50 * scale), 5)
        let write = try Stopwatch.measure(samples: 5, iterations: iterations) { try file.write(session) }
        let read = Stopwatch.measure(samples: 5, iterations: iterations) { _ = file.read() }
        let steps = Double(max(saved.steps, 1))
        let fileWork = (perPass.reads * read.microseconds + perPass.writes * write.microseconds) / steps
        report.record(
            String(
                format:
                    "the same flows, session saved (%.1f µs a step), a pass of %d steps: %.0f state-file reads of "
                    + "%.1f µs and %.0f writes of %.1f µs (relaxed, as App test writes): %.1f µs a step; "
                    + "a saved step costs %.1f µs more than one in memory",
                saved.perStep.microseconds, saved.steps, perPass.reads, read.microseconds, perPass.writes,
                write.microseconds, fileWork,
                saved.perStep.microseconds - memory.perStep.microseconds))
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
