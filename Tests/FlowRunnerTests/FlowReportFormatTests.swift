import CommandLineKit
import Foundation
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowReportFormatTests {
    private let passing =
        "appId: com.example\nname: log in\n---\n- launchApp\n- tapOn: Log in\n- setLocation: {latitude: 1, longitude: 2}\n"
    private let failing = "appId: com.example\nname: broken <b>\n---\n- launchApp\n- tapOn: {id: login.email}\n"

    private func run(_ arguments: [String]) -> (Int32, [String]) {
        var lines: [String] = []
        let status = FlowFileTestArguments.run(arguments, host: { FakeFlowHost() }, output: { lines.append($0) })
        return (status, lines)
    }

    @Test func theHTMLReportShowsEveryFlowStepScreenAndFailure() throws {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": passing, "b.yaml": failing], into: folder)
        let html = folder + "/out/report.html"
        let junit = folder + "/out/junit.xml"
        let (status, lines) = run([
            folder, "--format", "html", "--output", html, "--format", "junit", "--output", junit,
        ])
        #expect(status == 1)
        #expect(lines.last == "1 passed, 1 failed, 1 step not applicable")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("broken &lt;b&gt;"))
        #expect(page.contains("Element not found: Id matching regex: login.email"))
        #expect(page.contains("<span class=\"badge not-applicable\">NOT APPLICABLE</span>"))
        #expect(page.contains("<div class=\"screen\"><svg"))
        #expect(!page.contains("<script"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("skipped=\"1\""))
        #expect(xml.contains("<skipped message=\"not applicable headlessly: setLocation 1, 2\"/>"))
    }

    @Test func formatWithoutOutputAndUnknownFormatsAreUsageErrors() {
        #expect(run(["flows", "--format", "html"]).0 == 2)
        #expect(
            run(["flows", "--format", "pdf", "--output", "x"]).1.first
                == "error: --format: expected junit or html, found 'pdf'")
        #expect(
            run(["flows", "--output", "x"]).1.first == "error: --output: give --format junit or --format html with it"
        )
        #expect(
            run(["flows", "--format", "html"]).1.first
                == "error: --format html: expected --output PATH with it, found none"
        )
    }

    @Test func eachFormatTakesTheOutputGivenInTheSamePlace() throws {
        let options = try FlowFileTestArguments.options([
            "flows", "--format", "html", "--format", "JUnit", "--output", "page.html", "--output", "junit.xml",
        ])
        #expect(options.htmlPath == "page.html")
        #expect(options.junitPath == "junit.xml")
    }

    @Test func aReportGivenTwoPathsIsAUsageError() {
        #expect(
            run(["flows", "--junit", "a.xml", "--format", "junit", "--output", "b.xml"]).1.first
                == "error: the JUnit report was given two paths, 'b.xml' and 'a.xml'; give it one")
    }

    @Test func helpDescribesTheCommand() {
        let text = HelpText.help(for: [FlowFileTestOptions.declaration])
        for option in ["--format junit|html", "--include-tags", "--exclude-tags", "NOT APPLICABLE", "config.yaml"] {
            #expect(text.contains(option), "\(option)")
        }
    }
}
