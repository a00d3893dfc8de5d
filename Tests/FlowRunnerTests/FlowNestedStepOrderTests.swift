import Foundation
import Testing

@testable import FlowRunner

/// A step that runs other steps (`runFlow`, `repeat`, `retry`, a `runFlow` with `when`) is
/// reported above the steps it ran, which are indented under it, at every depth: in the HTML
/// report, the JUnit report's output, the artifacts' step log and on the console.
@MainActor @Suite struct FlowNestedStepOrderTests {
    private let main = """
        appId: com.example
        name: nested
        ---
        - launchApp
        - runFlow: sub/outer.yaml
        - assertVisible: Log in

        """
    private let outer = """
        appId: com.example
        ---
        - assertVisible: Create account
        - runFlow: inner.yaml
        - assertVisible: Terms

        """
    private let inner = """
        appId: com.example
        ---
        - tapOn: Log in
        - back

        """

    /// The lines of a run of `main` with its two levels of `runFlow`, top-down.
    private let topDown = [
        "COMPLETED Launch app",
        "COMPLETED Run flow sub/outer.yaml",
        "  COMPLETED Assert that \"Create account\" is visible",
        "  COMPLETED Run flow inner.yaml",
        "    COMPLETED Tap on \"Log in\"",
        "    COMPLETED Press back",
        "  COMPLETED Assert that \"Terms\" is visible",
        "COMPLETED Assert that \"Log in\" is visible",
    ]

    /// Each step row of an HTML report: its indentation in pixels and its description.
    private func rows(of page: String) -> [String] {
        let cell = #/<td style="padding-left: (\d+)px">([^<]*)</td>/#
        return page.matches(of: cell).map { "\($0.output.1) \($0.output.2)" }
    }

    @Test func aRunFlowInsideARunFlowReadsTopDownInEveryReport() throws {
        let folder = try makeTemporaryFolder()
        try write(["main.yaml": main, "sub/outer.yaml": outer, "sub/inner.yaml": inner], into: folder)
        let html = folder + "/report.html"
        let junit = folder + "/junit.xml"
        var console: [String] = []
        let status = FlowFileTestArguments.run(
            [folder + "/main.yaml", "--format", "html", "--output", html, "--format", "junit", "--output", junit],
            host: { FakeFlowHost() }, output: { console.append($0) })
        #expect(status == 0, "\(console)")

        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(
            rows(of: page) == [
                "6 Launch app",
                "6 Run flow sub/outer.yaml",
                "22 Assert that &quot;Create account&quot; is visible",
                "22 Run flow inner.yaml",
                "38 Tap on &quot;Log in&quot;",
                "38 Press back",
                "22 Assert that &quot;Terms&quot; is visible",
                "6 Assert that &quot;Log in&quot; is visible",
            ])

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let output = try #require(xml.firstMatch(of: #/<system-out>([^<]*)</system-out>/#)?.output.1)
        #expect(output.split(separator: "\n").map(String.init) == topDown.map(JUnitReport.escape))

        #expect(console.filter { $0.hasPrefix("  ") } == topDown.map { "  " + $0 })
    }

    @Test func aFailureInsideNestedRunFlowsIsReportedUnderEachOfThemTopDown() throws {
        let result = try runFlow(
            """
            - launchApp
            - runFlow:
                commands:
                  - runFlow:
                      commands:
                        - tapOn: {id: nowhere}
                        - back
                  - scroll
            - scroll

            """)
        #expect(
            result.log == [
                "COMPLETED Launch app",
                "FAILED    Run flow (inline commands)",
                "  FAILED    Run flow (inline commands)",
                "    FAILED    Tap on id: nowhere",
                "    SKIPPED   Press back",
                "  SKIPPED   Scroll",
                "SKIPPED   Scroll",
            ])
    }

    @Test func repeatRetryAndAConditionalRunFlowComeAboveTheStepsTheyRan() throws {
        let result = try runFlow(
            """
            - launchApp
            - repeat:
                times: 2
                commands:
                  - tapOn: Log in
                  - back
            - evalScript: ${output.tries = 0}
            - retry:
                maxRetries: 1
                commands:
                  - evalScript: ${output.tries = output.tries + 1}
                  - assertTrue: ${output.tries >= 2}
            - runFlow:
                when:
                  visible: Terms
                commands:
                  - assertVisible: Log in

            """)
        #expect(result.passed)
        #expect(
            Array(result.log.dropFirst()) == [
                "COMPLETED Repeat 2 times",
                "  COMPLETED Tap on \"Log in\"",
                "  COMPLETED Press back",
                "  COMPLETED Tap on \"Log in\"",
                "  COMPLETED Press back",
                "COMPLETED Run ${output.tries = 0}",
                "COMPLETED Retry commands up to 1 times",
                "  COMPLETED Run ${output.tries = output.tries + 1}",
                "  FAILED    Assert that ${output.tries >= 2} is true",
                "  COMPLETED Run ${output.tries = output.tries + 1}",
                "  COMPLETED Assert that ${output.tries >= 2} is true",
                "COMPLETED Run flow (inline commands) when \"Terms\" is visible",
                "  COMPLETED Assert that \"Log in\" is visible",
            ])
    }

    @Test func anOptionalRunFlowThatFailsIsSkippedAboveTheStepsItRan() throws {
        let result = try runFlow(
            """
            - launchApp
            - runFlow:
                optional: true
                commands:
                  - tapOn: {id: nowhere}
                  - back
            - scroll

            """)
        #expect(result.passed)
        #expect(
            result.log == [
                "COMPLETED Launch app",
                "SKIPPED   Run flow (inline commands) (optional: Element not found: Id matching regex: nowhere)",
                "  FAILED    Tap on id: nowhere",
                "  SKIPPED   Press back",
                "COMPLETED Scroll",
            ])
    }

    @Test func theConsolePrintsTheLogAsItIsAndATopLevelStepBeforeTheNextOneRuns() throws {
        let flow = try FlowFileParser.parse(
            "- launchApp\n- runFlow:\n    commands:\n      - tapOn: Log in\n- back\n", file: "t.yaml")
        var printed: [String] = []
        let runner = FlowFileRunner(host: FakeFlowHost(), output: { printed.append($0) })
        runner.afterEachStep = { description, _ in printed.append("after " + description) }
        let result = runner.run(flow)
        #expect(printed.filter { !$0.hasPrefix("after ") } == result.log)
        let launched = try #require(printed.firstIndex(of: "COMPLETED Launch app"))
        let tapped = try #require(printed.firstIndex(of: "after Tap on \"Log in\""))
        #expect(launched < tapped)
    }

    @Test func aStepThatRanOthersTakesTheTimeOfAllOfThem() throws {
        let flow = try FlowFileParser.parse(
            "- launchApp\n- runFlow:\n    commands:\n      - tapOn: Log in\n      - back\n- scroll\n", file: "t.yaml")
        let clock = SteppingClock(step: .milliseconds(1))
        let result = FlowFileRunner(host: FakeFlowHost(), clock: clock.read, capturesScreens: true).run(flow)
        #expect(
            result.steps.map(\.description) == [
                "Launch app", "Run flow (inline commands)", "Tap on \"Log in\"", "Press back", "Scroll",
            ])
        let children = result.steps[2].duration + result.steps[3].duration
        #expect(children > .zero)
        #expect(result.steps[1].duration > children)
        #expect(result.steps[1].duration < result.duration)
    }
}
