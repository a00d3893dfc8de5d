/// `App test merge-reports`: joins the reports the shares of a CI matrix wrote into one.
public enum FlowFileMergeReportsCommand {
    /// The most bytes one merge reads, all inputs together.
    static let maximumTotalBytes = 1 << 30

    /// Joins the reports `options` name and returns the exit status: 0 written, 2 an input
    /// refused or the output not writable (printed as `error: ...`; nothing is written then).
    ///
    /// - Parameter output: Receives each printed line.
    public static func run(options: FlowFileMergeReportsOptions, output: (String) -> Void) -> Int32 {
        do throws(FlowFileUsageError) {
            if let refusal = FlowFileReportFile.refusal(for: options.outputPath) {
                throw FlowFileUsageError("cannot write the merged report to '\(options.outputPath)': \(refusal)")
            }
            var total = 0
            var inputs: [(path: String, bytes: [UInt8])] = []
            for path in options.inputs {
                let bytes = try ReportInputFile.read(path)
                total += bytes.count
                guard total <= maximumTotalBytes else {
                    throw FlowFileUsageError(
                        "the reports hold more than \(maximumTotalBytes >> 20) MiB together, the most one merge reads")
                }
                inputs.append((path, bytes))
            }
            let text: String
            let summary: String
            switch options.format {
            case .junit:
                var reports: [JUnitSuites] = []
                for input in inputs { reports.append(try JUnitSuites(input.bytes, source: input.path)) }
                text = JUnitReportMerger.xml(merging: reports)
                let tests = reports.reduce(0) { $0 + $1.tests }
                let failures = reports.reduce(0) { $0 + $1.failures }
                summary = "\(tests - failures) passed, \(failures) failed"
            case .html:
                var reports: [HTMLReportFlows] = []
                for input in inputs { reports.append(try HTMLReportFlows(input.bytes, source: input.path)) }
                text = HTMLReportMerger.html(merging: reports)
                let passed = reports.reduce(0) { $0 + $1.tally.passed }
                let failed = reports.reduce(0) { $0 + $1.tally.failed }
                summary = "\(passed) passed, \(failed) failed"
            }
            let what = options.format == .junit ? "the merged JUnit report" : "the merged HTML report"
            try FlowFileReportFile.write(text, to: options.outputPath, what: what)
            output(
                "Merged \(inputs.count) report\(inputs.count == 1 ? "" : "s") into \(options.outputPath): \(summary)")
            return 0
        } catch {
            output("error: \(error.message)")
            return 2
        }
    }
}
