import FlowRunner
import Foundation
import HeadlessUI

/// The bundled flows, run against the real app: how many flow steps the runner executes per
/// second, launches and assertions included.
enum FlowsBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Flows (every bundled flow, real app)")
        let folder = URL(fileURLWithPath: try BundledFlows.path(of: BundledFlows.tour)).deletingLastPathComponent()
        let flows = try FlowDiscovery.files(in: [folder.path]).map { try FlowLoader().load($0) }
        let states = TemporaryStateFolder()
        // The flows are deterministic, so every pass runs the same number of steps.
        var stepsPerPass = 0
        let pass = try Stopwatch.measure(samples: 5, iterations: max(Int(20 * scale), 1)) {
            stepsPerPass = 0
            for flow in flows {
                let result = FlowRunner(host: AppFlowHost(statePath: states.nextStatePath())).run(flow)
                if let failure = result.failure { throw FlowHostError(message: failure.report) }
                stepsPerPass += result.executedSteps
            }
        }
        let perStep = Stopwatch.Measurement(
            secondsPerOperation: pass.secondsPerOperation / Double(max(stepsPerPass, 1)))
        report.rate(
            "flow steps (\(flows.count) flows, \(stepsPerPass) steps a pass)", perStep, unit: "steps",
            atLeast: 20_000)
    }
}
