import HeadlessUI
import Testing

@testable import FlowRunner

@Suite struct FlowReportingTests {
    @Test func junitEscapesMarkupAndDropsCharactersXMLForbids() {
        #expect(JUnitReport.escape("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    }

    @Test func windowsLineEndingsAreRead() throws {
        let flow = try FlowFileParser.parse("appId: x\r\n---\r\n- launchApp\r\n- tapOn: Log in\r\n", file: "crlf.yaml")
        #expect(flow.steps.count == 2)
        #expect(FlowFileStepDescriber.describe(flow.steps[1].command, env: [:]) == "Tap on \"Log in\"")
    }
}
