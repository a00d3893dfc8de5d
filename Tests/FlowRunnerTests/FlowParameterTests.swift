import Foundation
import Testing

@testable import FlowRunner

/// Values given from outside a flow (`App test -e NAME=VALUE`, shell `MAESTRO_*` variables),
/// and a flow's own `env` defined over them, as Maestro defines it.
@MainActor @Suite struct FlowParameterTests {
    private let typeName = """
        ---
        - launchApp
        - tapOn: Log in
        - tapOn: {id: login.email}
        - inputText: ${NAME}
        """

    private let config = "appId: com.example\n"

    /// Runs a flow of `source`, a config block's keys (after `appId`), `---` and commands.
    private func run(_ source: String, parameters: [String: String]) throws -> FlowFileResult {
        let flow = try FlowFileParser.parse(config + source, file: "test.yaml")
        return FlowFileRunner(host: FakeFlowHost(), parameters: parameters).run(flow)
    }

    @Test func aParameterFillsTheFlowsVariables() throws {
        let result = try run(typeName + "\n- assertVisible: Grace\n", parameters: ["NAME": "Grace"])
        #expect(result.passed, "\(result.log)")
        #expect(result.log.contains("COMPLETED Input text Grace"))
    }

    @Test func theFlowsEnvIsDefinedOverTheParametersAndMayUseThem() throws {
        let source = "env:\n  NAME: ${NAME || 'guest'} Hopper\n" + typeName
        let given = try run(source + "\n- assertVisible: Grace Hopper\n", parameters: ["NAME": "Grace"])
        #expect(given.passed, "\(given.log)")
        let defaulted = try run(source + "\n- assertVisible: guest Hopper\n", parameters: [:])
        #expect(defaulted.passed, "\(defaulted.log)")
    }

    @Test func runFlowEnvIsEvaluatedWhereTheCommandStands() throws {
        let source = """
            env:
              FIRST: Ada
            ---
            - launchApp
            - tapOn: Log in
            - runFlow:
                env:
                  NAME: ${FIRST} Lovelace
                commands:
                  - tapOn: {id: login.email}
                  - inputText: ${NAME}
            - assertVisible: Ada Lovelace
            """
        let result = try run(source, parameters: [:])
        #expect(result.passed, "\(result.log)")
    }

    @Test func anEnvValueThatCannotBeEvaluatedFailsTheFlowBeforeItsFirstCommand() throws {
        let result = try run("env:\n  GREETING: Hello ${NAME}\n" + typeName, parameters: [:])
        let failure = try #require(result.failure)
        #expect(
            failure.message
                == "env GREETING: Unknown variable ${NAME}: set it under env in the config block, in runFlow or with -e NAME=VALUE"
        )
        #expect(result.log.first == "FAILED    Define env")
        #expect(result.executedSteps == 0)
    }

    @Test func shellMaestroVariablesComeUnderTheParametersGiven() throws {
        let folder = try makeTemporaryFolder()
        let flow =
            "appId: com.example\n---\n- launchApp\n- tapOn: Log in\n- tapOn: {id: login.email}\n- inputText: ${MAESTRO_USER} ${MAESTRO_TEAM}\n"
        try Data(flow.utf8).write(to: URL(fileURLWithPath: folder + "/shell.yaml"))
        var options = try FlowFileTestArguments.options([folder, "-e", "MAESTRO_TEAM=compilers"])
        options.includeTags = []
        var lines: [String] = []
        let status = FlowFileSuiteRunner(
            options: options, host: { FakeFlowHost() },
            shellEnvironment: ["MAESTRO_USER": "grace", "MAESTRO_TEAM": "navy", "USER": "root"],
            output: { lines.append($0) }
        ).run()
        #expect(status == 0, "\(lines)")
        #expect(lines.contains("  COMPLETED Input text grace compilers"))
    }

    @Test func dashEGivesNamedValues() throws {
        let options = try FlowFileTestArguments.options([
            "f.yaml", "-e", "USER=ada", "--env", "URL=a=b", "--env=EMPTY=",
        ])
        #expect(options.parameters == ["USER": "ada", "URL": "a=b", "EMPTY": ""])
    }

    @Test(arguments: [["f.yaml", "-e", "USER"], ["f.yaml", "-e", "=ada"], ["f.yaml", "-e"]])
    func dashEWithoutANameIsRefused(arguments: [String]) {
        #expect(throws: FlowFileUsageError.self) { try FlowFileTestArguments.options(arguments) }
    }

    @Test func aStepsDescriptionShowsKnownValuesAndLeavesTheRestAsWritten() throws {
        let result = try run(
            "env:\n  NAME: Ada\n---\n- launchApp\n- tapOn: Log in\n- tapOn: {id: login.email}\n"
                + "- evalScript: ${output.n = 1}\n- inputText: ${NAME} ${ output.n }\n- assertVisible: Ada 1\n",
            parameters: [:])
        #expect(result.passed, "\(result.log)")
        #expect(result.log.contains("COMPLETED Input text Ada ${ output.n }"))
    }
}
