import CommandLineKit
import Foundation
import HeadlessUI
import Testing

@testable import FlowRunner

/// Reports from elsewhere are refused, naming what is wrong, rather than copied into a merged
/// report that is no XML or that runs a foreign page's script in the browser of whoever opens it.
@MainActor @Suite struct FlowMergeReportsForeignInputTests {
    private let passing = "appId: com.example\n---\n- launchApp\n- tapOn: Log in\n"

    /// Runs `merge-reports ARGUMENTS` and returns its status and printed lines.
    private func merge(_ arguments: [String]) throws -> (Int32, [String]) {
        var lines: [String] = []
        let options = try FlowFileMergeReportsOptions(
            try CommandLineParser.parse(arguments, as: FlowFileMergeReportsOptions.declaration))
        return (FlowFileMergeReportsCommand.run(options: options, output: { lines.append($0) }), lines)
    }

    /// The bytes of a JUnit report of one suite holding `inside` as written.
    private func junit(_ inside: String) -> [UInt8] {
        Array(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites><testsuite name=\"s\">\(inside)</testsuite></testsuites>"
                .utf8)
    }

    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JUnitSuites(bytes, source: "r.xml")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aReferenceToTheNullCharacterIsRefusedAndNothingIsWritten() throws {
        let folder = try makeTemporaryFolder()
        try write(
            ["nul.xml": "<testsuite name=\"a&#0;b\" tests=\"1\"><testcase name=\"t\">&#0;</testcase></testsuite>"],
            into: folder)
        let merged = folder + "/merged.xml"
        let (status, lines) = try merge(["--format", "junit", "--output", merged, folder + "/nul.xml"])
        #expect(status == 2)
        #expect(
            lines == [
                "error: '\(folder)/nul.xml' is not a JUnit report: line 1, column 19: &#0; refers to U+0000, a "
                    + "character XML 1.0 does not allow"
            ])
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    @Test(arguments: [
        ("<testcase name=\"&#x1;\"/>", "&#x1; refers to U+0001"),
        ("<testcase name=\"&#xFFFE;\"/>", "&#xFFFE; refers to U+FFFE"),
        ("<testcase name=\"&#xD800;\"/>", "&#xD800; is not a character reference"),
        ("<testcase name=\"&#+65;\"/>", "&#+65; is not a character reference"),
        ("<testcase>\u{1}</testcase>", "the character U+0001 is not allowed in XML 1.0"),
        ("<testcase>\u{FFFF}</testcase>", "the character U+FFFF is not allowed in XML 1.0"),
        ("<!-- a -- b --><testcase/>", "'--' is not allowed inside a comment"),
        ("<testcase>a ]]> b</testcase>", "']]>' is not allowed in text"),
        ("<?xml version=\"1.0\"?><testcase/>", "an XML declaration ('<?xml') is allowed only at the very start"),
        ("<test×case/>", "expected white space, '>' or '/>' in <test>"),
        ("<?0 x?>", "expected a name"),
    ])
    func anythingAMergeWouldCopyIntoBrokenXMLIsRefused(inside: String, reason: String) {
        let message = refusal(junit(inside))
        #expect(message?.contains(reason) == true, "\(message ?? "accepted")")
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        #expect(
            refusal(junit("") + [0xFF])
                == "'r.xml' is not a JUnit report: line 2, column 58: expected UTF-8 text, found a byte that is not "
                + "(is this a binary file?)")
    }

    /// Found by the merge-reports fuzzer: the refusal echoed a name of any length.
    @Test func aLongNameIsAbbreviatedInTheRefusal() {
        let name = String(repeating: "n", count: 5_000)
        let junit = refusal(Array("<\(name)>".utf8))
        #expect(
            junit?.hasSuffix("expected </\(name.prefix(60))… (5000 characters)>, found the end of the file") == true)
        let html = HTMLReportMarkup.foreignMarkup(in: "<\(name)>")
        #expect(html == "a <\(name.prefix(60))… (5000 characters)> element")
    }

    @Test func unusualButAllowedCharactersAndNamesAreCopiedAndReadBack() throws {
        let report = junit("<tëst·case name=\"\u{85}&#x10FFFF;\"><!-- - --><?pi x?></tëst·case>")
        let suites = try JUnitSuites(report, source: "r.xml")
        let merged = JUnitReportMerger.xml(merging: [suites])
        #expect(merged.contains("<tëst·case name=\"\u{85}&#x10FFFF;\">"))
        #expect(try JUnitSuites(Array(merged.utf8), source: "merged.xml").suites.count == 1)
    }

    @Test func aSuiteThatNamesItsDeviceKeepsItsOwnInsteadOfGettingASecond() throws {
        let suites = try JUnitSuites(
            Array("<testsuites><testsuite name=\"a\" device=\"Pixel\"/><testsuite name=\"b\"/></testsuites>".utf8),
            source: "r.xml")
        let merged = JUnitReportMerger.xml(merging: [suites], devices: ["shard 1"])
        #expect(merged.contains("<testsuite name=\"a\" device=\"Pixel\"/>"))
        #expect(merged.contains("<testsuite device=\"shard 1\" name=\"b\"/>"))
        #expect(try JUnitSuites(Array(merged.utf8), source: "merged.xml").suites.count == 2)
    }

    /// A page `App test` wrote, with `markup` put into its first flow's section.
    private func page(holding markup: String) throws -> (folder: String, path: String) {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": passing], into: folder)
        let path = folder + "/page.html"
        let status = FlowFileTestArguments.run(
            [folder + "/a.yaml", "--format", "html", "--output", path], host: { FakeFlowHost() }, output: { _ in })
        #expect(status == 0)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let edited = written.replacingOccurrences(of: "</section>", with: markup + "</section>")
        #expect(edited != written)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    @Test func aForeignScriptInAPageIsRefusedAndNothingIsWritten() throws {
        let (folder, path) = try page(holding: "<script>alert(document.cookie)</script>")
        let merged = folder + "/merged.html"
        let (status, lines) = try merge(["--format", "html", "--output", merged, path])
        #expect(status == 2)
        #expect(
            lines == [
                "error: '\(path)' is not an HTML report of App test: its flows hold a <script> element, which App "
                    + "test never writes; a merged report copies flows as written, so it takes only the markup App test "
                    + "writes"
            ])
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    @Test(arguments: [
        "<SCRIPT>alert(1)</SCRIPT>", "<img src=x onerror=alert(1)>", "<svg onload=\"alert(1)\"/>",
        "<svg/onload=alert(1)>", "<details open ontoggle=\"alert(1)\">", "<a href=\"javascript:alert(1)\">x</a>",
        "<!--<script>-->", "<iframe srcdoc=\"x\"></iframe>", "<td style=\"background:url(https://example.com/x)\">",
        "<g clip-path=\"url(https://example.com/#a)\">", "<g clip-path=\"u&#114;l(https://example.com)\">",
        "<g fill=\"\\75 rl(https://example.com)\">", "<svg xmlns=\"http://www.w3.org/1999/xhtml\">",
        "<div class='x'>", "<p\tclass=\"x\">", "<?xml-stylesheet href=\"x\"?>", "<style>*{}</style>",
    ])
    func markupAppTestNeverWritesIsRefused(markup: String) {
        #expect(HTMLReportMarkup.foreignMarkup(in: "<section class=\"flow flow-passed\">" + markup) != nil)
    }

    @Test func theMarkupOfAReportAndItsScreensIsTakenAsWritten() throws {
        let host = FakeFlowHost()
        let window = try host.launch(clearState: true)
        let svg = SVGRenderer().render(window.screen)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="))
        let row =
            "<tr class=\"not-applicable\"><td><span class=\"badge not-applicable\">NOT APPLICABLE</span></td>"
            + "<td style=\"padding-left: 22px\">a &lt;b&gt; &amp; c</td><td>3 ms</td><td><details open><summary>show"
            + "</summary><div class=\"screen\">\(svg)</div></details></td></tr>"
        #expect(HTMLReportMarkup.foreignMarkup(in: row) == nil)
    }
}
