import Foundation
import Testing

@testable import FlowRunner

/// Mistakes a flow file decides on its own are found when it is loaded, before any step runs
/// and changes the app.
@MainActor @Suite struct FlowLoadTimeCheckTests {
    private func load(_ files: [String: String], _ main: String = "main.yaml") throws -> Flow {
        let folder = try makeTemporaryFolder()
        try write(files, into: folder)
        return try FlowLoader().load(folder + "/" + main)
    }

    private func loadError(_ files: [String: String], _ main: String = "main.yaml") -> FlowSyntaxError? {
        do {
            _ = try load(files, main)
            return nil
        } catch {
            return error as? FlowSyntaxError
        }
    }

    @Test func anUndefinedVariableAfterStepsThatChangeStateIsFoundAtLoad() {
        let error = loadError(["main.yaml": "- launchApp\n- tapOn: Log in\n- inputText: ${PASSWORD}\n"])
        #expect(error?.message == "Unknown variable ${PASSWORD}: set it under env in the config block or in runFlow")
        #expect(error?.location.line == 3)
        #expect(error?.location.column == 3)
    }

    @Test func aVariableFromTheConfigBlockLoads() throws {
        let flow = try load(["main.yaml": "env:\n  PASSWORD: secret\n---\n- launchApp\n- inputText: ${PASSWORD}\n"])
        #expect(flow.steps.count == 2)
    }

    @Test func aSubflowGetsItsVariablesFromTheRunFlowThatIncludesIt() throws {
        let flow = try load([
            "main.yaml": "- launchApp\n- runFlow:\n    file: sub/login.yaml\n    env:\n      EMAIL: ada@example.com\n",
            "sub/login.yaml": "- tapOn: {id: login.email}\n- inputText: ${EMAIL}\n",
        ])
        #expect(flow.steps.count == 2)
    }

    @Test func aSubflowVariableNoIncludingFlowSetsIsFoundInTheSubflow() {
        let error = loadError([
            "main.yaml": "- launchApp\n- runFlow: sub/login.yaml\n",
            "sub/login.yaml": "- tapOn: {id: login.email}\n- inputText: ${EMAIL}\n",
        ])
        #expect(error?.message.hasPrefix("Unknown variable ${EMAIL}") == true)
        #expect(error?.location.file.hasSuffix("sub/login.yaml") == true)
        #expect(error?.location.line == 2)
    }

    @Test func anUndefinedVariableInsideARepeatIsFound() {
        let error = loadError(["main.yaml": "- repeat:\n    times: 2\n    commands:\n      - openLink: ${LINK}\n"])
        #expect(error?.message.hasPrefix("Unknown variable ${LINK}") == true)
        #expect(error?.location.line == 4)
    }

    @Test func anInvalidRegularExpressionIsFoundAtLoad() {
        let error = loadError(["main.yaml": "- launchApp\n- tapOn: Log in\n- assertVisible: \"((((\"\n"])
        #expect(error?.message.hasPrefix("Invalid regular expression '(((('") == true)
        #expect(error?.location.line == 3)
    }

    @Test func anInvalidRegularExpressionMadeFromAVariableIsFoundAtLoad() {
        let error = loadError(["main.yaml": "env:\n  ID: \"login.(\"\n---\n- tapOn: {id: \"${ID}\"}\n"])
        #expect(error?.message.hasPrefix("Invalid regular expression 'login.('") == true)
    }

    @Test func theTestCommandRefusesSuchAFileWithTwoAndRunsNothing() throws {
        let folder = try makeTemporaryFolder()
        try write(["late.yaml": "- launchApp\n- tapOn: Log in\n- inputText: ${NOPE}\n"], into: folder)
        var lines: [String] = []
        var launched = false
        let status = FlowTestCommand.run(
            arguments: [folder + "/late.yaml"],
            host: {
                launched = true
                return FakeFlowHost()
            },
            output: { lines.append($0) }
        )
        #expect(status == 2)
        #expect(!launched)
        #expect(lines.contains { $0.contains("late.yaml:3:3: Unknown variable ${NOPE}") })
    }
}
