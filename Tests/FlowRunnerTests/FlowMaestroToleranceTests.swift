import HeadlessUI
import Testing

@testable import FlowRunner

/// What the newest Maestro's reader lets through, let through here too.
@MainActor @Suite struct FlowMaestroToleranceTests {
    private func parse(_ commands: String) throws(FlowFileSyntaxError) -> FlowFile {
        try FlowFileParser.parse("appId: com.example\n---\n" + commands, file: "tolerant.yaml", requiringConfig: true)
    }

    @Test func inputTextAsAMappingReadsTextAndLabelAndIgnoresOtherKeys() throws {
        let flow = try parse("- inputText: {text: secret, label: Password, redact: true, speed: fast}\n")
        guard case .inputText("secret") = flow.steps[0].command else {
            Issue.record("\(flow.steps[0].command)")
            return
        }
        #expect(flow.steps[0].label == "Password")
    }

    @Test func inputTextAsAMappingWithoutTextTypesNothing() throws {
        let flow = try parse("- inputText: {label: Nothing}\n")
        guard case .inputText("") = flow.steps[0].command else {
            Issue.record("\(flow.steps[0].command)")
            return
        }
    }

    @Test func aSwipeByDirectionIgnoresStartPointAndEndPoint() throws {
        let flow = try parse("- swipe: {direction: UP, startPoint: '10%,90%', endPoint: '10%,10%', speed: 40}\n")
        guard case .swipe(.up) = flow.steps[0].command else {
            Issue.record("\(flow.steps[0].command)")
            return
        }
    }

    @Test func aSwipeByDirectionTakesUpperOrLowerCaseOnlyAsMaestroDoes() throws {
        #expect(throws: Never.self) { try parse("- swipe: {direction: left}\n") }
        #expect(throws: FlowFileSyntaxError.self) { try parse("- swipe: {direction: Left}\n") }
    }

    @Test func aSwipeFromAnElementStillRefusesKeysItDoesNotKnow() {
        #expect(throws: FlowFileSyntaxError.self) { try parse("- swipe: {direction: UP, from: Log in, speed: 40}\n") }
    }

    @Test func anEmptyTextSelectorIsAccepted() throws {
        let flow = try parse("- assertVisible: {text: ''}\n- assertNotVisible: ''\n")
        #expect(flow.steps.count == 2)
    }

    @Test func anInvalidRegularExpressionIsMatchedAsItsLiteralText() throws {
        let pattern = try MaestroPattern("Sign in (beta")
        #expect(try pattern.matches("Sign in (beta"))
        #expect(try !pattern.matches("Sign in beta"))
        #expect(try MaestroPattern("*Required").matches("*Required"))
    }

    @Test func aFlowWithAnInvalidRegularExpressionLoadsAndRunsMatchingItLiterally() throws {
        let folder = try makeTemporaryFolder()
        try write(
            ["main.yaml": "appId: com.example\n---\n- launchApp\n- assertNotVisible: \"Log in (((\"\n"], into: folder)
        let flow = try FlowFileLoader().load(folder + "/main.yaml")
        #expect(FlowFileRunner(host: FakeFlowHost()).run(flow).passed)
    }

    @Test func aPatternThatNeedsBacktrackingIsRefusedAsNotSupported() {
        do {
            _ = try parse("- tapOn: \"(a)\\\\1\"\n")
            let folder = try makeTemporaryFolder()
            try write(["main.yaml": "appId: com.example\n---\n- tapOn: \"(a)\\\\1\"\n"], into: folder)
            _ = try FlowFileLoader().load(folder + "/main.yaml")
            Issue.record("a backreference was accepted")
        } catch let error as FlowFileSyntaxError {
            #expect(error.message.hasPrefix("NOT SUPPORTED: regular expression '(a)\\1' uses a backreference"))
        } catch {
            Issue.record("\(error)")
        }
    }
}
