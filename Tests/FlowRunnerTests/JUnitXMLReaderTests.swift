import Testing

@testable import FlowRunner

@Suite struct JUnitXMLReaderTests {
    private func read(_ text: String) throws(JUnitXMLError) -> JUnitXMLElement {
        try JUnitXMLReader.read(Array(text.utf8))
    }

    @Test func aReportReadsAsItsElementsWithDecodedAttributes() throws {
        let root = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- written by a test -->
            <testsuites><testsuite name="a &amp; b &#x41;&#66;" tests='1'>
              <testcase name="x"><failure message="m">line &lt;1&gt;<![CDATA[ <not> markup ]]></failure></testcase>
            </testsuite></testsuites>
            """)
        #expect(root.name == "testsuites")
        let suite = try #require(root.children.first)
        #expect(suite.attributes == ["name": "a & b AB", "tests": "1"])
        #expect(suite.children(named: "testcase").first?.children.map(\.name) == ["failure"])
    }

    @Test func aDocumentTypeDeclarationIsRefused() {
        #expect(throws: JUnitXMLError.self) {
            try read("<!DOCTYPE x [<!ENTITY a \"aaaa\">]><testsuites/>")
        }
    }

    @Test func brokenMarkupIsRefusedWithItsLineAndColumn() {
        #expect(throws: JUnitXMLError(reason: "expected </testcase>, found </testsuite>", line: 2, column: 13)) {
            try read("<testsuite>\n  <testcase></testsuite>")
        }
        #expect(throws: JUnitXMLError.self) { try read("<testsuite name=\"a>") }
        #expect(throws: JUnitXMLError.self) { try read("<testsuite>&bogus;</testsuite>") }
        #expect(throws: JUnitXMLError.self) { try read("<a/><b/>") }
        #expect(throws: JUnitXMLError.self) { try read("") }
    }

    @Test func elementsNestAtMostTheMaximumDepth() throws {
        let depth = JUnitXMLReader.maximumDepth
        let deepest = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(try read(deepest).name == "a")
        let deeper = "<a>" + deepest + "</a>"
        #expect(throws: JUnitXMLError.self) { try read(deeper) }
        // Far deeper input is refused as quickly, never by exhausting the stack.
        let hostile = String(repeating: "<a>", count: 1_000_000)
        #expect(throws: JUnitXMLError.self) { try read(hostile) }
    }
}
