import Foundation
import Testing

@testable import FlowRunner

/// Mistakes a flow file decides on its own are found when it is loaded, before any step runs
/// and changes the app.
@MainActor @Suite struct FlowLoadTimeCheckTests {
    private func load(_ files: [String: String], _ main: String = "main.yaml") throws -> FlowFile {
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

    @Test func anInvalidRegularExpressionIsFoundAtLoad() {
        let error = loadError(["main.yaml": "- launchApp\n- tapOn: Log in\n- assertVisible: \"((((\"\n"])
        #expect(error?.message.hasPrefix("Invalid regular expression '(((('") == true)
        #expect(error?.location.line == 3)
    }

    @Test func anInvalidRegularExpressionInsideARepeatIsFound() {
        let error = loadError(["main.yaml": "- repeat:\n    times: 2\n    commands:\n      - tapOn: \"login.(\"\n"])
        #expect(error?.message.hasPrefix("Invalid regular expression 'login.('") == true)
        #expect(error?.location.line == 4)
    }

    @Test func anInvalidRegularExpressionInAnIncludedFlowIsFoundInThatFile() {
        let error = loadError([
            "main.yaml": "- launchApp\n- runFlow: sub/login.yaml\n",
            "sub/login.yaml": "- tapOn: {id: login.email}\n- assertVisible: \"((((\"\n",
        ])
        #expect(error?.message.hasPrefix("Invalid regular expression '(((('") == true)
        #expect(error?.location.file.hasSuffix("sub/login.yaml") == true)
        #expect(error?.location.line == 2)
    }

    @Test func aSelectorWithAnExpressionIsLeftToItsStep() throws {
        // A script may set the value while the flow runs, so only the step can judge it.
        let flow = try load(["main.yaml": "- evalScript: ${output.id = 'login.('}\n- tapOn: {id: \"${output.id}\"}\n"])
        #expect(flow.steps.count == 2)
    }

    @Test func theTestCommandRefusesSuchAFileWithTwoAndRunsNothing() throws {
        let folder = try makeTemporaryFolder()
        try write(["late.yaml": "- launchApp\n- tapOn: Log in\n- assertVisible: \"((((\"\n"], into: folder)
        var lines: [String] = []
        var launched = false
        let status = FlowTestArguments.run(
            [folder + "/late.yaml"],
            host: {
                launched = true
                return FakeFlowHost()
            },
            output: { lines.append($0) }
        )
        #expect(status == 2)
        #expect(!launched)
        #expect(lines.contains { $0.contains("late.yaml:3:3: Invalid regular expression") })
    }
}
