import CommandLineKit

/// `App bench`: every headless benchmark, medians from one run, each against its target.
/// `--quick` runs a tenth of the iterations (for a smoke check, not for figures); `--only`
/// runs the sections named, to profile one without waiting for the rest.
public enum BenchCommand: DeclaredCommand {
    /// One part of the run, under the name `--only` takes.
    private struct Section {
        let name: String
        let run: (BenchmarkReport, Double) throws -> Void
    }

    private static let sections: [Section] = [
        Section(name: "headless") { HeadlessUIBenchmark.run(into: $0, scale: $1) },
        Section(name: "tokens") { try TokensBenchmark.run(into: $0, scale: $1) },
        Section(name: "flows") { try FlowsBenchmark.run(into: $0, scale: $1) },
        Section(name: "steps") { try FlowStepOverheadBenchmark.run(into: $0, scale: $1) },
        Section(name: "yaml") { try YAMLBenchmark.run(into: $0, scale: $1) },
        Section(name: "cycles") { try AppCycleBenchmark.run(into: $0, scale: $1) },
        Section(name: "journeys") { try JourneyCycleBenchmark.run(into: $0, scale: $1) },
        Section(name: "state") { try StateFileBenchmark.run(into: $0, scale: $1) },
        Section(name: "launch") { try LaunchBenchmark.run(into: $0, runs: $1 < 1 ? 3 : 15) },
        Section(name: "studio") { try StudioBenchmark.run(into: $0, scale: $1) },
        Section(name: "content") { try ContentBenchmark.run(into: $0, scale: $1) },
    ]

    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "bench",
        abstract: "Runs the headless benchmarks and prints medians against their targets (build with -c release).",
        arguments: [
            .flag("--quick", help: "a tenth of the iterations: a smoke check, not figures"),
            .option(
                "--only", value: sections.map(\.name).joined(separator: "|"), repeatable: true,
                help: "only this section"),
        ]
    )

    /// How much to run.
    public struct Options: Equatable {
        /// The share of each benchmark's iterations to run.
        var scale = 1.0
        /// The sections to run; empty runs all.
        var sections: Set<String> = []

        /// Reads the options of `App bench`.
        ///
        /// - Throws: `CommandUsageError` for a section `--only` does not know.
        public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            if parsed.flag("--quick") { scale = 0.1 }
            let known = BenchCommand.sections.map(\.name)
            for name in parsed.values("--only") {
                guard known.contains(name) else {
                    let names = known.joined(separator: ", ")
                    throw parsed.usageError("--only takes one of \(names), not '\(name)'")
                }
                sections.insert(name)
            }
        }
    }

    /// Runs the sections `options` choose. Returns the exit status: 0 run (missed targets are
    /// reported, not failed), 1 a benchmark stopped.
    public static func run(_ options: Options, write: @escaping (String) -> Void, writeError: (String) -> Void) -> Int32
    {
        #if DEBUG
            write("note: this is a debug build; figures are only meaningful with `swift run -c release App bench`")
        #endif
        let report = BenchmarkReport(write: write)
        do {
            for section in sections where options.sections.isEmpty || options.sections.contains(section.name) {
                try section.run(report, options.scale)
            }
        } catch {
            writeError("error: benchmark stopped: \(error)")
            return 1
        }
        write("")
        write(report.missedTargets.isEmpty ? "All targets met." : "\(report.missedTargets.count) target(s) missed.")
        return 0
    }
}
