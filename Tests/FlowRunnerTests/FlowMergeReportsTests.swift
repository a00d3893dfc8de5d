import CommandLineKit
import Foundation
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowMergeReportsTests {
    private let passing = "appId: com.example\n---\n- launchApp\n- tapOn: Log in\n"
    private let failing = "appId: com.example\n---\n- launchApp\n- tapOn: {id: login.email}\n"

    /// Runs `test ARGUMENTS` on the fake app and returns its status.
    private func test(_ arguments: [String]) -> Int32 {
        FlowFileTestArguments.run(arguments, host: { FakeFlowHost() }, output: { _ in })
    }

    /// Runs `merge-reports ARGUMENTS` and returns its status and printed lines.
    private func merge(_ arguments: [String]) -> (Int32, [String]) {
        var lines: [String] = []
        do {
            let parsed = try CommandLineParser.parse(arguments, as: FlowFileMergeReportsOptions.declaration)
            let options = try FlowFileMergeReportsOptions(parsed)
            let status = FlowFileMergeReportsCommand.run(options: options, output: { lines.append($0) })
            return (status, lines)
        } catch let error as CommandUsageError {
            return (2, ["error: \(error.message)"])
        } catch {
            return (2, ["error: \(error)"])
        }
    }

    /// Two runs' reports of `format`, the first of a passing and the second of a failing flow.
    private func twoReports(_ format: String) throws -> (folder: String, first: String, second: String) {
        let folder = try makeTemporaryFolder()
        try write(["one/a.yaml": passing, "two/b.yaml": failing], into: folder)
        let first = folder + "/first." + format
        let second = folder + "/second." + format
        #expect(test([folder + "/one", "--format", format, "--output", first]) == 0)
        #expect(test([folder + "/two", "--format", format, "--output", second]) == 1)
        return (folder, first, second)
    }

    @Test func junitReportsJoinIntoOneWhoseTotalsCountEveryFlow() throws {
        let (folder, first, second) = try twoReports("junit")
        let merged = folder + "/merged.xml"
        let (status, lines) = merge(["--format", "junit", "--output", merged, first, second])
        #expect(status == 0)
        #expect(lines == ["Merged 2 reports into \(merged): 1 passed, 1 failed"])
        let xml = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"flows\" tests=\"2\" failures=\"1\""))
        #expect(xml.components(separatedBy: "<testsuite ").count == 3)
        #expect(xml.contains("Element not found: Id matching regex: login.email"))
        let reread = try JUnitSuites(Array(xml.utf8), source: merged)
        #expect(reread.tests == 2)
        #expect(reread.failures == 1)
    }

    @Test func aLoneTestsuiteOfAnotherWriterIsJoinedToo() throws {
        let (folder, first, _) = try twoReports("junit")
        let other = folder + "/pytest.xml"
        try Data(
            "<testsuite name=\"pytest\" tests=\"1\" time=\"0.5\"><testcase name=\"t\"><error/></testcase></testsuite>"
                .utf8
        ).write(to: URL(fileURLWithPath: other))
        let merged = folder + "/merged.xml"
        #expect(merge(["--format", "junit", "--output", merged, first, other]).0 == 0)
        let xml = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("<testsuite name=\"pytest\""))
    }

    @Test(arguments: ["nan", "inf", "-inf", "1e16", "9.3e15", "-5", "1e308"])
    func aSuiteTimeThatIsNoSmallDurationIsMergedWithoutStopping(time: String) throws {
        let (folder, first, _) = try twoReports("junit")
        let other = folder + "/odd.xml"
        try Data("<testsuite name=\"odd\" tests=\"1\" time=\"\(time)\"><testcase name=\"t\"/></testsuite>".utf8)
            .write(to: URL(fileURLWithPath: other))
        let merged = folder + "/merged.xml"
        #expect(merge(["--format", "junit", "--output", merged, first, other]).0 == 0)
        let xml = try String(contentsOfFile: merged, encoding: .utf8)
        let total = try #require(xml.split(separator: "\n").first { $0.hasPrefix("<testsuites ") })
        let value = try #require(total.split(separator: "time=\"").last?.split(separator: "\"").first)
        #expect(Double(value)?.isFinite == true, "time=\"\(value)\"")
    }

    @Test func flowTimesThatAddUpPastTheLargestCountAreMergedWithoutStopping() throws {
        let (folder, first, second) = try twoReports("html")
        for path in [first, second] {
            let page = try String(contentsOfFile: path, encoding: .utf8)
            let huge = page.replacingOccurrences(
                of: #"data-milliseconds="[0-9]+""#, with: "data-milliseconds=\"\(Int.max)\"",
                options: .regularExpression)
            #expect(huge != page)
            try huge.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let merged = folder + "/merged.html"
        #expect(merge(["--format", "html", "--output", merged, first, second]).0 == 0)
        #expect(try String(contentsOfFile: merged, encoding: .utf8).contains("1 passed"))
    }

    @Test func htmlReportsJoinOntoOnePageWithEveryFlowAndScreen() throws {
        let (folder, first, second) = try twoReports("html")
        let merged = folder + "/merged.html"
        let (status, lines) = merge(["--format", "html", "--output", merged, first, second])
        #expect(status == 0)
        #expect(lines == ["Merged 2 reports into \(merged): 1 passed, 1 failed"])
        let page = try String(contentsOfFile: merged, encoding: .utf8)
        #expect(page.contains("<span class=\"passed\">1 passed</span> <span class=\"failed\">1 failed</span>"))
        #expect(page.components(separatedBy: "<section class=\"flow ").count == 3)
        #expect(page.contains("<div class=\"screen\"><svg"))
        #expect(page.components(separatedBy: "<html").count == 2)
    }

    @Test func anInputOfAnotherKindIsRefusedWithExitTwoAndNothingWritten() throws {
        let (folder, first, second) = try twoReports("html")
        let merged = folder + "/merged.xml"
        let (status, lines) = merge(["--format", "junit", "--output", merged, first, second])
        #expect(status == 2)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("error: '\(first)' is not a JUnit report: line 1, column 1"))
        #expect(!FileManager.default.fileExists(atPath: merged))
        let junit = folder + "/run.xml"
        #expect(test([folder + "/one", "--junit", junit]) == 0)
        let (htmlStatus, htmlLines) = merge(["--format", "html", "--output", folder + "/m.html", junit])
        #expect(htmlStatus == 2)
        #expect(htmlLines.first?.hasPrefix("error: '\(junit)' is not an HTML report of App test") == true)
    }

    @Test func aMissingInputOrAnotherRootElementIsRefused() throws {
        let folder = try makeTemporaryFolder()
        let (missing, missingLines) = merge(["--format", "junit", "--output", folder + "/m.xml", folder + "/nope.xml"])
        #expect(missing == 2)
        #expect(missingLines == ["error: cannot read the report '\(folder)/nope.xml': no such file or directory"])
        try write(["feed.xml": "<rss><channel/></rss>"], into: folder)
        let (other, otherLines) = merge(["--format", "junit", "--output", folder + "/m.xml", folder + "/feed.xml"])
        #expect(other == 2)
        #expect(
            otherLines == [
                "error: '\(folder)/feed.xml' is not a JUnit report: its root element is <rss>, expected <testsuites> "
                    + "or <testsuite>"
            ])
        let (folderInput, folderLines) = merge(["--format", "junit", "--output", folder + "/m.xml", folder])
        #expect(folderInput == 2)
        #expect(folderLines == ["error: cannot read the report '\(folder)': it is not a regular file"])
    }

    @Test func anInputLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try makeTemporaryFolder()
        try write(["big.xml": "<testsuites>" + String(repeating: " ", count: 100) + "</testsuites>"], into: folder)
        #expect(throws: FlowFileUsageError.self) { try ReportInputFile.read(folder + "/big.xml", maximumBytes: 64) }
        #expect(try ReportInputFile.read(folder + "/big.xml", maximumBytes: 200).count == 125)
    }

    @Test func anInputOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let folder = try makeTemporaryFolder()
        try write(["exact.xml": "<testsuites>" + String(repeating: " ", count: 100) + "</testsuites>"], into: folder)
        #expect(try ReportInputFile.read(folder + "/exact.xml", maximumBytes: 125).count == 125)
        #expect(
            throws: FlowFileUsageError(
                "cannot read the report '\(folder)/exact.xml': it is larger than 0 MiB, the most a report may be")
        ) {
            try ReportInputFile.read(folder + "/exact.xml", maximumBytes: 124)
        }
    }

    @Test func badUsageIsRefused() {
        #expect(
            merge(["--format", "pdf", "--output", "/tmp/x", "a.xml"]) == (
                2, ["error: --format: expected junit or html, found 'pdf'"]
            ))
        #expect(
            merge(["--format", "junit", "--output", "", "a.xml"]).1 == [
                "error: --output: expected a path, found an empty one"
            ])
    }
}
