/// `App bench`: every headless benchmark, medians from one run, each against its target.
/// `--quick` runs a tenth of the iterations (for a smoke check, not for figures).
enum BenchCommand {
    static func run(arguments: [String], write: @escaping (String) -> Void) -> Int32 {
        var scale = 1.0
        for argument in arguments {
            switch argument {
            case "--quick": scale = 0.1
            default:
                write("error: unknown bench option '\(argument)'; bench takes --quick")
                return 2
            }
        }
        #if DEBUG
            write("note: this is a debug build; figures are only meaningful with `swift run -c release App bench`")
        #endif
        let report = BenchmarkReport(write: write)
        HeadlessUIBenchmark.run(into: report, scale: scale)
        do {
            try TokensBenchmark.run(into: report, scale: scale)
            try FlowsBenchmark.run(into: report, scale: scale)
            try AppCycleBenchmark.run(into: report, scale: scale)
            try ChildFlowCycleBenchmark.run(into: report, scale: scale)
            try StateFileBenchmark.run(into: report, scale: scale)
            try LaunchBenchmark.run(into: report, runs: scale < 1 ? 3 : 15)
        } catch {
            write("error: benchmark stopped: \(error)")
            return 1
        }
        write("")
        write(report.missedTargets.isEmpty ? "All targets met." : "\(report.missedTargets.count) target(s) missed.")
        return 0
    }
}
