import Foundation
import HeadlessUI
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowAccessibilityAssertionTests {
    @Test func aScreenTheHostFindsNothingOnPasses() throws {
        let result = try runFlow("- launchApp\n- assertNoAccessibilityIssues\n")
        #expect(result.passed)
        #expect(result.log.last == "COMPLETED Assert that there are no accessibility issues")
    }

    @Test func everyFindingOfTheHostIsInTheFailure() throws {
        let host = FakeFlowHost()
        host.accessibilityFindings = ["missingLabel: button #close: no label", "smallTapTarget: button #x: 20 x 20"]
        let result = try runFlow("- launchApp\n- assertNoAccessibilityIssues\n", host: host)
        let message = try #require(result.failure?.message)
        #expect(message.hasPrefix("Assertion is false: no accessibility issues"))
        #expect(message.contains("missingLabel: button #close: no label"))
        #expect(message.contains("smallTapTarget: button #x: 20 x 20"))
    }

    @Test func theAssertionTakesNoArgument() {
        #expect(throws: FlowFileSyntaxError.self) {
            try FlowFileParser.parse("- assertNoAccessibilityIssues: now\n", file: "test.yaml")
        }
    }

    @Test func theHostSeesEveryScreenshotEvenWithoutAnArtifactsFolder() throws {
        let host = FakeFlowHost()
        let result = try runFlow("- launchApp\n- takeScreenshot: first\n- takeScreenshot: second\n", host: host)
        #expect(result.passed)
        #expect(host.screenshots == ["first", "second"])
    }
}
