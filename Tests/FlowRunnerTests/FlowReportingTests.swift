import HeadlessUI
import Testing

@testable import FlowRunner

@Suite struct FlowReportingTests {
    @Test func junitEscapesMarkupAndDropsCharactersXMLForbids() {
        #expect(JUnitReport.escape("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    }

    @Test func shardsDealFlowsRoundRobinInOrder() throws {
        let shard = try FlowShard(parsing: "2/3")
        #expect(shard.select(from: ["a", "b", "c", "d", "e", "f", "g"]) == ["b", "e"])
    }

    @Test(arguments: ["0/2", "1/0", "2", "a/b", "1/2/3", ""])
    func malformedShardsAreRefused(text: String) {
        #expect(throws: FlowUsageError.self) { try FlowShard(parsing: text) }
    }

    @Test func windowsLineEndingsAreRead() throws {
        let flow = try FlowParser.parse("appId: x\r\n---\r\n- launchApp\r\n- tapOn: Log in\r\n", file: "crlf.yaml")
        #expect(flow.steps.count == 2)
        #expect(FlowStepDescriber.describe(flow.steps[1].command, env: [:]) == "Tap on \"Log in\"")
    }
}
