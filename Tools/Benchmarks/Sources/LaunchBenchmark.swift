import App
import FlowFileHost
import Foundation

/// Time from starting the `App` binary to its first printed screen, as a person waits for it.
enum LaunchBenchmark {
    static func run(into report: BenchmarkReport, runs: Int) throws {
        report.section("Launch of this binary to the first printed screen")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let states = TemporaryStateFolder()
        let statePath = states.nextStatePath()
        var times: [Double] = []
        for _ in 0..<runs {
            times.append(try timeToFirstScreen(executable: executable, statePath: statePath))
        }
        let median = Stopwatch.median(times) * 1_000
        report.record(
            String(format: "launch to first screen: %.1f ms median of %d runs (target < 50 ms)", median, runs),
            met: median < 50)
    }

    private static func timeToFirstScreen(executable: URL, statePath: String) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--state", statePath]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var received = Data()
        // The first screen is complete when its frame's bottom-right corner arrives.
        while !received.contains(Array("┘".utf8)) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        let elapsed = (clock.now - start).seconds
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return elapsed
    }
}

extension Data {
    /// Whether `bytes` occur in the data.
    fileprivate func contains(_ bytes: [UInt8]) -> Bool {
        range(of: Data(bytes)) != nil
    }
}
