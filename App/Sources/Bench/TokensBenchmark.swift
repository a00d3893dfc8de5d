import DesignSystem

/// Loading the design tokens: read, resolve every alias, validate every token and contrast pair.
enum TokensBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Design tokens")
        let data = try DesignTokens.bundledData()
        let load = try Stopwatch.measure(iterations: max(Int(200 * scale), 10)) {
            _ = try DesignTokens.load(from: data)
        }
        report.duration("load + resolve + validate tokens.json", microseconds: load.microseconds, atMost: 5_000)
    }
}
