/// `App bench`: every headless benchmark, medians from one run, each against its target.
/// `--quick` runs a tenth of the iterations (for a smoke check, not for figures); `--only`
/// runs the sections named, to profile one without waiting for the rest.
enum BenchCommand {
    /// One part of the run, under the name `--only` takes.
    private struct Section {
        let name: String
        let run: (BenchmarkReport, Double) throws -> Void
    }

    private static let sections: [Section] = [
        Section(name: "headless") { HeadlessUIBenchmark.run(into: $0, scale: $1) },
        Section(name: "tokens") { try TokensBenchmark.run(into: $0, scale: $1) },
        Section(name: "flows") { try FlowsBenchmark.run(into: $0, scale: $1) },
        Section(name: "cycles") { try AppCycleBenchmark.run(into: $0, scale: $1) },
        Section(name: "child-flows") { try ChildFlowCycleBenchmark.run(into: $0, scale: $1) },
        Section(name: "state") { try StateFileBenchmark.run(into: $0, scale: $1) },
        Section(name: "launch") { try LaunchBenchmark.run(into: $0, runs: $1 < 1 ? 3 : 15) },
    ]

    /// What `App bench --help` prints.
    static let usage = """
        usage: App bench [--quick] [--only SECTION]...

        Runs the headless benchmarks and prints medians against their targets (build with -c release).
          --quick          a tenth of the iterations: a smoke check, not figures
          --only SECTION   only this section (may be repeated): \(sections.map(\.name).joined(separator: ", "))
        """

    static func run(arguments: [String], write: @escaping (String) -> Void, writeError: (String) -> Void) -> Int32 {
        var scale = 1.0
        var chosen: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": scale = 0.1
            case "--only":
                guard let name = remaining.popFirst(), sections.contains(where: { $0.name == name }) else {
                    writeError("error: --only takes one of: \(sections.map(\.name).joined(separator: ", "))")
                    return 2
                }
                chosen.insert(name)
            default:
                writeError("error: unknown bench option '\(argument)'; bench takes --quick and --only SECTION")
                return 2
            }
        }
        #if DEBUG
            write("note: this is a debug build; figures are only meaningful with `swift run -c release App bench`")
        #endif
        let report = BenchmarkReport(write: write)
        do {
            for section in sections where chosen.isEmpty || chosen.contains(section.name) {
                try section.run(report, scale)
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
