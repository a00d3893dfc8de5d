import FlowRunner
import Testing

@testable import App
@testable import Studio

@Suite struct StudioRecordingTests {
    @Test(arguments: [
        "ada@example.com", "quote \" and backslash \\", "line\nbreak\ttab", "bell\u{7} and \u{85} and \u{2028}",
        "ünïcødé ✓ 🙂", "# not a comment", "- not a list", "{not: a map}", "'single'", "",
    ])
    func typedTextIsRecordedAsAScalarThatReadsBackAsItself(_ text: String) throws {
        let flow = try FlowFileParser.parse(StudioYAML.command("inputText", StudioYAML.quoted(text)), file: "t.yaml")
        guard case let .inputText(read) = try #require(flow.steps.first).command else {
            Issue.record("expected inputText, got \(String(describing: flow.steps.first?.command))")
            return
        }
        #expect(read == text)
    }

    @Test func aRecordingStartsByLaunchingFromAClearedSessionAndAppendsEachCommand() throws {
        var recording = StudioRecording(bundleIdentifier: "com.example.headless")
        try recording.append("- back")
        try recording.append("- tapOn: \"Log in\"\n")
        let flow = try FlowFileParser.parse(recording.text, file: "studio.yaml")
        #expect(flow.config.appId == "com.example.headless")
        #expect(flow.steps.count == 3)
        guard case .launchApp(clearState: true, _) = try #require(flow.steps.first).command else {
            Issue.record("the recording does not start with launchApp clearing the state")
            return
        }
    }

    @Test func aCommandIsAppendedOnALineOfItsOwnAfterAnEditWithoutAFinalLineBreak() throws {
        var recording = StudioRecording(bundleIdentifier: "com.example.headless")
        try recording.replace(with: "appId: com.example.headless\n---\n- back")
        try recording.append("- back\n")
        #expect(recording.text == "appId: com.example.headless\n---\n- back\n- back\n")
    }

    @Test func theRecordingStopsGrowingAtItsLimit() throws {
        var recording = StudioRecording(bundleIdentifier: "com.example.headless")
        let command = "- back\n"
        var appended = 0
        #expect(throws: StudioError.self) {
            while true {
                try recording.append(command)
                appended += 1
            }
        }
        #expect(recording.text.utf8.count <= StudioRecording.maximumLength)
        #expect(appended < StudioRecording.maximumLength / command.utf8.count + 1)
    }

    @Test func aTextPatternMatchesOnlyItself() {
        #expect(StudioYAML.literalPattern("1+1=2 (maybe?)") == "1\\+1=2 \\(maybe\\?\\)")
    }
}
