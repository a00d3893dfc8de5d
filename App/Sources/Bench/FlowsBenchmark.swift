import Foundation
import HeadlessUI

/// The bundled flows, run against the real app: how many flow steps the runner executes per
/// second, launches, screenshots-free assertions and all.
enum FlowsBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Flows (every bundled flow, real app)")
        let folder = URL(fileURLWithPath: try BundledFlows.path(of: BundledFlows.tour)).deletingLastPathComponent()
        let flows = try FlowDiscovery.files(in: [folder.path]).map { try FlowLoader().load($0) }
        let states = FlowStateFolder()
        var steps = 0
        var runs = 0
        let clock = ContinuousClock()
        var perStep: [Double] = []
        for sample in 0...5 {
            var sampleSteps = 0
            let elapsed = try clock.measure {
                for _ in 0..<max(Int(20 * scale), 1) {
                    for flow in flows {
                        let result = FlowRunner(host: AppFlowHost(statePath: states.nextStatePath())).run(flow)
                        if let failure = result.failure { throw FlowHostError(message: failure.report) }
                        sampleSteps += result.executedSteps
                    }
                }
            }
            if sample > 0 {
                perStep.append(elapsed.seconds / Double(sampleSteps))
                steps += sampleSteps
                runs += 1
            }
        }
        let measurement = Stopwatch.Measurement(secondsPerOperation: Stopwatch.median(perStep))
        report.rate(
            "flow steps (\(flows.count) flows, \(steps / max(runs, 1)) steps a sample)", measurement,
            unit: "steps", atLeast: 20_000)
    }
}
