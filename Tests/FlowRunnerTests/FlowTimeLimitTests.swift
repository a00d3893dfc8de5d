import Foundation
import Testing

@testable import FlowRunner

/// A clock that moves on by `step` each time it is read, so a time limit is reached after a
/// known number of reads, without waiting.
final class SteppingClock {
    private var now = ContinuousClock.now
    private let step: Duration
    private(set) var reads = 0

    init(step: Duration) {
        self.step = step
    }

    func read() -> ContinuousClock.Instant {
        reads += 1
        now = now.advanced(by: step)
        return now
    }
}

/// Each flow has a wall-clock budget (`FlowFileRunner.defaultTimeLimit`, `App test --timeout`):
/// a flow whose steps each stay within their limits but never end together fails when it is
/// spent, with a message naming it.
@MainActor @Suite struct FlowTimeLimitTests {
    private func run(_ source: String, limit: Duration, clock: SteppingClock) throws -> FlowFileResult {
        let flow = try FlowFileParser.parse(source, file: "test.yaml")
        return FlowFileRunner(host: FakeFlowHost(), timeLimit: limit, clock: clock.read).run(flow)
    }

    @Test func anEndlessRepeatFailsWhenItsTimeIsSpent() throws {
        let clock = SteppingClock(step: .seconds(1))
        let result = try run(
            "- repeat:\n    while:\n      true: ${true}\n    commands:\n      - evalScript: ${1}\n",
            limit: .seconds(30), clock: clock)
        #expect(
            result.failure?.message
                == "Time limit exceeded: the flow ran longer than 30 s; give it more with App test --timeout SECONDS")
        #expect(clock.reads < 40)
    }

    @Test func nestedRepeatsOfScriptsEndAtTheTimeLimit() throws {
        let clock = SteppingClock(step: .milliseconds(1))
        let result = try run(
            """
            - repeat:
                times: 10000
                commands:
                  - repeat:
                      times: 99
                      commands:
                        - evalScript: ${output.n = (output.n || 0) + 1}
            """,
            limit: .seconds(2), clock: clock)
        #expect(result.failure?.message.hasPrefix("Time limit exceeded: the flow ran longer than 2 s") == true)
        #expect(result.executedSteps < 2_000)
    }

    @Test func aFlowWithinItsTimeLimitPasses() throws {
        let clock = SteppingClock(step: .seconds(1))
        let result = try run(
            "- evalScript: ${1}\n- evalScript: ${2}\n- evalScript: ${3}\n", limit: .seconds(10), clock: clock)
        #expect(result.passed)
    }

    @Test func theTimeoutOptionSetsTheLimitOfEachFlow() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "loop.yaml":
                    "appId: com.example\n---\n- repeat:\n    while:\n      true: ${true}\n    commands:\n      - evalScript: ${1}\n"
            ],
            into: folder)
        let clock = SteppingClock(step: .seconds(1))
        var lines: [String] = []
        let runner = FlowFileSuiteRunner(
            options: try FlowFileTestArguments.options([folder, "--timeout", "5"]), host: { FakeFlowHost() },
            clock: clock.read, output: { lines.append($0) })
        #expect(runner.run() == 1)
        #expect(
            lines.contains(
                "Time limit exceeded: the flow ran longer than 5 s; give it more with App test --timeout SECONDS"))
    }

    @Test(arguments: ["0", "-3", "abc", "86401", "1.5"])
    func aTimeoutThatIsNotAWholeNumberOfSecondsIsAUsageError(value: String) {
        #expect(throws: FlowFileUsageError.self) { try FlowFileTestArguments.options(["flows", "--timeout", value]) }
        var lines: [String] = []
        let status = FlowFileTestArguments.run(
            ["flows", "--timeout", value], host: { FakeFlowHost() }, output: { lines.append($0) })
        #expect(status == 2)
        #expect(lines.first == "error: --timeout: expected a whole number of seconds from 1 to 86400, found '\(value)'")
    }

    @Test func theTimeoutOptionIsReadAsSeconds() throws {
        #expect(try FlowFileTestArguments.options(["flows", "--timeout", "30"]).timeLimit == .seconds(30))
        #expect(try FlowFileTestArguments.options(["flows", "--timeout=86400"]).timeLimit == .seconds(86_400))
        #expect(try FlowFileTestArguments.options(["flows"]).timeLimit == nil)
    }
}
