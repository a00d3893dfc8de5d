import Testing

@testable import FlowRunner

/// The step limit and `retry` count exactly: a flow of as many steps as the limit runs, one
/// more fails; `retry` runs its commands at most `maxRetries + 1` times, as Maestro does.
@MainActor @Suite struct FlowCountingTests {
    private func steps(_ count: Int) -> String {
        String(repeating: "- evalScript: ${output.n = (output.n || 0) + 1}\n", count: count)
    }

    @Test func aFlowOfExactlyTheStepLimitRunsAndOneMoreFails() throws {
        #expect(try runFlow(steps(5), stepLimit: 5).passed)
        let over = try runFlow(steps(6), stepLimit: 5)
        #expect(over.failure?.message == "Step limit exceeded: the flow ran more than 5 steps; lower a repeat count")
        #expect(over.executedSteps == 5)
    }

    @Test func repeatRoundsCountAgainstTheStepLimitOneEach() throws {
        // Three rounds and three steps: six.
        let repeated = "- repeat:\n    times: 3\n    commands:\n      - evalScript: ${1}\n"
        #expect(try runFlow(repeated, stepLimit: 6).passed)
        #expect(try !runFlow(repeated, stepLimit: 5).passed)
    }

    @Test func retryRunsItsCommandsMaxRetriesPlusOneTimes() throws {
        /// Whether the retry passed, without its optional failure, on the attempt given.
        func passes(maxRetries: Int, passingFrom attempt: Int) throws -> Bool {
            let result = try runFlow(
                """
                - evalScript: ${output.tries = 0}
                - retry:
                    maxRetries: \(maxRetries)
                    optional: true
                    commands:
                      - evalScript: ${output.tries = output.tries + 1}
                      - assertTrue: ${output.tries >= \(attempt)}
                - assertTrue: ${output.tries === \(min(attempt, maxRetries + 1))}
                """)
            return result.passed && !result.log.contains { $0.contains("optional:") }
        }
        #expect(try passes(maxRetries: 2, passingFrom: 3))
        #expect(try passes(maxRetries: 0, passingFrom: 1))
        // Past the last attempt the retry fails (optional here, so the count can be checked).
        let result = try runFlow(
            """
            - evalScript: ${output.tries = 0}
            - retry:
                maxRetries: 2
                optional: true
                commands:
                  - evalScript: ${output.tries = output.tries + 1}
                  - assertTrue: ${false}
            - assertTrue: ${output.tries === 3}
            """)
        #expect(result.passed, "\(result.log)")
    }
}
