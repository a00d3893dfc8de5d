import Foundation
import HeadlessUI

/// Runs a suite of flow files, each in a fresh app, and reports as `App test` does: every
/// step, each failure with its screen and tree, then `N passed, N failed`.
@MainActor
public final class FlowFileSuiteRunner {
    private let options: FlowFileTestOptions
    private let makeHost: @MainActor () -> any FlowFileHosting
    private let output: (String) -> Void
    private let loader: FlowFileLoader
    private let parameters: [String: String]
    private let clock: () -> ContinuousClock.Instant

    /// Creates a suite runner.
    ///
    /// - Parameters:
    ///   - options: The paths and reports to run and write.
    ///   - host: Makes the app for each flow.
    ///   - loader: Reads flow files (the disk by default).
    ///   - shellEnvironment: The process environment, whose `MAESTRO_*` variables the flows
    ///     see, as Maestro's do, under the ones given with `-e`.
    ///   - clock: The time now, for each flow's time limit.
    ///   - output: Receives each printed line.
    public init(
        options: FlowFileTestOptions,
        host: @escaping @MainActor () -> any FlowFileHosting,
        loader: FlowFileLoader = FlowFileLoader(),
        shellEnvironment: [String: String] = ProcessInfo.processInfo.environment,
        clock: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
        output: @escaping (String) -> Void
    ) {
        self.options = options
        self.clock = clock
        // Maestro always sets its shard variables, shard 1 (index 0) when the run is not split,
        // and never takes them from the shell; a sharded run hands each worker its own with -e.
        let shard = options.shard?.index ?? 1
        let shardVariables = ["MAESTRO_SHARD_ID": String(shard), "MAESTRO_SHARD_INDEX": String(shard - 1)]
        self.parameters = shellEnvironment.filter {
            $0.key.hasPrefix("MAESTRO_") && !$0.value.isEmpty && shardVariables[$0.key] == nil
        }
        .merging(shardVariables) { $1 }
        .merging(options.parameters) { $1 }
        self.makeHost = host
        self.loader = loader
        // Flow names, syntax errors and failures quote the files; nothing they hold may act
        // on the terminal the report is read in.
        self.output = { output(TerminalText.visible($0, keepingLineBreaks: true)) }
    }

    /// Runs the suite and returns the exit status: 0 all passed, 1 a flow failed, 2 a usage
    /// or syntax error (then nothing runs).
    public func run() -> Int32 {
        if let refusal = Self.refusedReport(options) {
            output("error: \(refusal.message)")
            return 2
        }
        let workspace: FlowFileWorkspace
        do {
            workspace = try FlowFileWorkspace.plan(
                paths: options.paths,
                includeTags: options.includeTags,
                excludeTags: options.excludeTags,
                loader: loader,
                report: output
            )
        } catch {
            output("error: \(error.message)")
            return 2
        }
        var ordered = workspace.ordered
        var flows = workspace.flows
        if let shard = options.shard {
            // Ordered flows depend on one another, so they stay together in the first share.
            ordered = shard.index == 1 ? ordered : []
            let share = shard.select(from: flows, roots: options.paths)
            output(
                "Shard \(shard.index) of \(shard.total): \(ordered.count + share.count) of \(workspace.all.count) flows"
            )
            flows = share
        }
        var results: [FlowFileResult] = []
        for flow in ordered {
            let result = run(flow)
            results.append(result)
            if !result.passed, !workspace.continueOnFailure {
                let rest = ordered.drop { $0.file != flow.file }.dropFirst()
                for skipped in rest { output("SKIPPED \(skipped.name) (an earlier flow of executionOrder failed)") }
                break
            }
        }
        for flow in flows {
            results.append(run(flow))
        }
        if let failure = writeReports(results) {
            output("error: \(failure.message)")
            return 2
        }
        let failed = results.filter { !$0.passed }.count
        let notApplicable = results.reduce(0) { $0 + $1.notApplicableSteps.count }
        let steps = notApplicable == 0 ? "" : ", \(notApplicable) step\(notApplicable == 1 ? "" : "s") not applicable"
        output("\(results.count - failed) passed, \(failed) failed" + steps)
        return failed == 0 ? 0 : 1
    }

    // MARK: - Steps of a run

    private func run(_ flow: FlowFile) -> FlowFileResult {
        output("Flow \(flow.name) (\(flow.file))")
        let output = self.output
        let runner = FlowFileRunner(
            host: makeHost(),
            artifactsDirectory: options.artifactsDirectory,
            parameters: parameters,
            timeLimit: options.timeLimit ?? FlowFileRunner.defaultTimeLimit,
            clock: clock,
            capturesScreens: options.htmlPath != nil,
            output: { output("  " + $0) }
        )
        let result = runner.run(flow)
        if let failure = result.failure {
            output("")
            for line in failure.report.split(separator: "\n", omittingEmptySubsequences: false) {
                output(String(line))
            }
            output("")
            output("FAILED \(flow.name)")
        } else if !result.notApplicableSteps.isEmpty {
            let count = result.notApplicableSteps.count
            output("PASSED \(flow.name) (\(count) step\(count == 1 ? "" : "s") not applicable headlessly)")
        } else {
            output("PASSED \(flow.name)")
        }
        return result
    }

    private func writeReports(_ results: [FlowFileResult]) -> FlowFileUsageError? {
        do {
            if let directory = options.artifactsDirectory {
                for result in results where !result.passed {
                    try FlowFileArtifacts.writeFailure(of: result, to: directory)
                }
            }
            if let path = options.junitPath {
                try FlowFileReportFile.write(JUnitReport.xml(for: results), to: path, what: "the JUnit report")
            }
            if let path = options.htmlPath {
                try FlowFileReportFile.write(HTMLReport.html(for: results), to: path, what: "the HTML report")
            }
        } catch {
            return error
        }
        return nil
    }

    /// Why a report could not be written where it was asked for, found before any flow runs.
    static func refusedReport(_ options: FlowFileTestOptions) -> FlowFileUsageError? {
        let reports = [(options.junitPath, "the JUnit report"), (options.htmlPath, "the HTML report")]
        for case let (path?, what) in reports {
            if let refusal = FlowFileReportFile.refusal(for: path) {
                return FlowFileUsageError("cannot write \(what) to '\(path)': \(refusal)")
            }
        }
        return nil
    }
}
