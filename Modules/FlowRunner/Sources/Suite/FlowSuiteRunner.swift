import Foundation
import HeadlessUI

/// Runs a suite of flow files, each in a fresh app, and reports as `App test` does: every
/// step, each failure with its screen and tree, then `N passed, N failed`.
@MainActor
public final class FlowSuiteRunner {
    private let options: FlowTestOptions
    private let makeHost: @MainActor () -> any FlowHost
    private let output: (String) -> Void
    private let loader: FlowLoader

    /// Creates a suite runner.
    ///
    /// - Parameters:
    ///   - options: The paths and reports to run and write.
    ///   - host: Makes the app for each flow.
    ///   - loader: Reads flow files (the disk by default).
    ///   - output: Receives each printed line.
    public init(
        options: FlowTestOptions,
        host: @escaping @MainActor () -> any FlowHost,
        loader: FlowLoader = FlowLoader(),
        output: @escaping (String) -> Void
    ) {
        self.options = options
        self.makeHost = host
        self.loader = loader
        // Flow names, syntax errors and failures quote the files; nothing they hold may act
        // on the terminal the report is read in.
        self.output = { output(TerminalText.visible($0, keepingLineBreaks: true)) }
    }

    /// Runs the suite and returns the exit status: 0 all passed, 1 a flow failed, 2 a usage
    /// or syntax error (then nothing runs).
    public func run() -> Int32 {
        let flows: [Flow]
        do {
            flows = try load()
        } catch {
            output("error: \(error.message)")
            return 2
        }
        if let shard = options.shard {
            output("Shard \(shard.index)/\(shard.count): \(flows.count) flows")
        }
        var results: [FlowResult] = []
        for flow in flows {
            results.append(run(flow))
        }
        if let failure = writeReports(results) {
            output("error: \(failure.message)")
            return 2
        }
        let failed = results.filter { !$0.passed }.count
        output("\(results.count - failed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    // MARK: - Steps of a run

    private func load() throws(FlowUsageError) -> [Flow] {
        var files = try FlowDiscovery.files(in: options.paths)
        if let shard = options.shard { files = shard.select(from: files) }
        var flows: [Flow] = []
        var syntaxErrors: [FlowSyntaxError] = []
        for file in files {
            do {
                flows.append(try loader.load(file))
            } catch {
                syntaxErrors.append(error)
            }
        }
        guard syntaxErrors.isEmpty else {
            for error in syntaxErrors { output("error: \(error)") }
            let count = syntaxErrors.count
            throw FlowUsageError("\(count) flow file\(count == 1 ? " has" : "s have") errors; nothing was run")
        }
        return flows
    }

    private func run(_ flow: Flow) -> FlowResult {
        output("Flow \(flow.name) (\(flow.file))")
        let output = self.output
        let runner = FlowRunner(
            host: makeHost(),
            artifactsDirectory: options.artifactsDirectory,
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
        } else {
            output("PASSED \(flow.name)")
        }
        return result
    }

    private func writeReports(_ results: [FlowResult]) -> FlowUsageError? {
        do {
            if let directory = options.artifactsDirectory {
                for result in results where !result.passed {
                    try FlowArtifacts.writeFailure(of: result, to: directory)
                }
            }
            if let path = options.junitPath {
                try writeJUnit(results, to: path)
            }
        } catch {
            return error
        }
        return nil
    }

    private func writeJUnit(_ results: [FlowResult], to path: String) throws(FlowUsageError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(JUnitReport.xml(for: results).utf8).write(to: url)
        } catch {
            throw FlowUsageError("cannot write the JUnit report to '\(path)': \(error.localizedDescription)")
        }
    }
}
