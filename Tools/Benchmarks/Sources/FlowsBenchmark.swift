import App
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI

/// The bundled flows, run against the real app: how many flow steps the runner executes per
/// second, launches and assertions included. Once with the session saved to a state file, as
/// `App test` runs them, and once with it in memory, which is the cost of the steps alone.
enum FlowsBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Flows (bundled flows, real app)")
        let folder = URL(fileURLWithPath: try BundledFlowFiles.path(of: BundledFlowFiles.tour))
            .deletingLastPathComponent()
        let flows = try FlowFileDiscovery.files(in: [folder.path]).map { try FlowFileLoader().load($0) }
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
    }

    /// Runs every flow, each on a host of its own, in passes; the flows are deterministic, so every
    /// pass runs the same number of steps.
    private static func stepRate(
        of flows: [FlowFile],
        scale: Double,
        host: () -> AppFlowFileHost
    ) throws -> (perStep: Stopwatch.Measurement, steps: Int) {
        var stepsPerPass = 0
        let pass = try Stopwatch.measure(samples: 5, iterations: max(Int(20 * scale), 1)) {
            stepsPerPass = 0
            for flow in flows {
                let result = FlowFileRunner(host: host()).run(flow)
                if let failure = result.failure { throw FlowFileHostError(message: failure.report) }
                stepsPerPass += result.executedSteps
            }
        }
        let perStep = Stopwatch.Measurement(
            secondsPerOperation: pass.secondsPerOperation / Double(max(stepsPerPass, 1)))
        return (perStep, stepsPerPass)
    }
}
