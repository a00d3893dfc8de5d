import CommandLineKit

/// What `App test merge-reports` was asked to do: which reports to join, in which format, and
/// where the joined one goes.
public struct FlowFileMergeReportsOptions: Sendable, Equatable {
    /// The formats reports can be joined in.
    public enum Format: String, Sendable, Equatable {
        /// JUnit XML, from JUnit reports of any writer.
        case junit
        /// One HTML page, from the pages `App test --format html` writes.
        case html
    }

    /// The format of the inputs and of the joined report.
    public var format: Format
    /// Where the joined report goes.
    public var outputPath: String
    /// The reports to join, in order.
    public var inputs: [String]

    /// The most reports one merge reads.
    public static let maximumInputs = 4096

    /// Reads the options of `parsed`, a command line `declaration` (or a tree holding it) read.
    ///
    /// - Throws: `FlowFileUsageError` for a format other than junit or html, an empty output path,
    ///   or more than `maximumInputs` reports.
    public init(_ parsed: ParsedCommand) throws(FlowFileUsageError) {
        let text = (parsed.value("--format") ?? "").lowercased()
        guard let format = Format(rawValue: text) else {
            throw FlowFileUsageError("--format: expected junit or html, found '\(text)'")
        }
        let output = parsed.value("--output") ?? ""
        guard !output.isEmpty else { throw FlowFileUsageError("--output: expected a path, found an empty one") }
        inputs = parsed.values(Self.reports)
        guard !inputs.isEmpty else { throw FlowFileUsageError("expected at least one report to merge, found none") }
        guard inputs.count <= Self.maximumInputs else {
            throw FlowFileUsageError("expected at most \(Self.maximumInputs) reports to merge, found \(inputs.count)")
        }
        self.format = format
        self.outputPath = output
    }
}

extension FlowFileMergeReportsOptions: DeclaredCommand {
    /// The positional argument holding the reports.
    static let reports = "REPORT"

    /// The `merge-reports` command, placed under `test`.
    public static let declaration = CommandDeclaration(
        "merge-reports",
        abstract: "Joins the reports of several runs (the shares of a CI matrix) into one report.",
        discussion: """
            JUnit reports (ours or any other writer's) are joined into one <testsuites> whose totals count every
            test case; each report's <testsuite> elements are copied as written, in the order given. HTML reports
            must be pages 'App test --format html' wrote: their flows, with every step and screen, go onto one page
            under one summary. An input that cannot be read, is larger than 256 MiB, or is not a report of the
            format is refused, and nothing is written: a JUnit report must be well-formed XML 1.0, and a page's flows
            may hold only the markup 'App test --format html' writes (no script, event handler or link).

            Exit status: 0 the joined report was written, 2 bad usage or an input refused.
            """,
        arguments: [
            .positional(reports, count: .oneOrMore, help: "the reports to join, in order"),
            .option("--format", value: "junit|html", help: "the format of the reports and of the joined one"),
            .option("--output", value: "PATH", help: "where the joined report goes (a regular file or a new name)"),
        ]
    )
}
