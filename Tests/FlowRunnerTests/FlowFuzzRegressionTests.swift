import Foundation
import Testing

@testable import FlowRunner

/// Inputs the flow fuzzers (`make fuzz`) found breaking a property, kept as they were found.
@Suite struct FlowFuzzRegressionTests {
    /// A bundled flow whose `appId` key was mangled into a plain line above `name:`: the YAML
    /// reader said "expected indentation of 0 spaces, found 0".
    static let mangledHeader =
        "IyBUaGUgc2Vzc2lvbiBhbmQgYm9va21hcmtzIHN1cnZpdmUgYSByZWxhdW5jaDsgY2xlYXJpbmcgc3RhdGUgc3RhcnRzIG92ZXIgYXQgV2VsY29tZS4Kn4+PtpvF35RvbS5leGFtcGxlLmhlYWRsZXNzCm5hbWU6IFN0YXRlIGtlcHQgYWNyb3NzIGxhdW5jaGVzCmVudjoKICBFTUFJTDogYWRhQGV4YW1wbGUuY29tCiAgUEFTU1dPUkQ6IGFuYWx5dGljYWwKLS0tCi0gbGF1bmNoQXBwOgogICAgY2xlYXJTdGF0ZTogdHJ1ZQotIHJ1bkZsb3c6IHN1YmZsb3dzL2xvZ2luLnlhbWwKLSB0YXBPbjoge2lkOiAiaG9tZS5pdGVtLmg0In0KLSB0YXBPbjogIkJvb2ttYXJrIgotIGxhdW5jaEFwcAotIGFzc2VydFZpc2libGU6IHtpZDogInRhYi4raG9tZSJ9Ci0gdGFwT246IHtpZDogInRhYi5ib29rbWFya3MifQotIGFzc2VydFZpc2libGU6IHtpZDogImJvb2ttYXJrcy5pdGVtLmgzIn0KLSBsYXVuY2hBcHA6CiAgICBjbGVhclN0YXRlOiB0cnVlCi0gYXNzZXJWdGlzaWJsZToge2lkOiAid2VsY29tZS5sb2dpbiJ9Cg=="

    @Test func aMangledHeaderLineGetsAMessageThatDoesNotContradictItself() throws {
        let bytes = try #require(Data(base64Encoded: Self.mangledHeader))
        let source = String(decoding: bytes, as: UTF8.self)
        do {
            _ = try YAMLParser.documents(in: source, file: "fuzz.yaml")
            Issue.record("the mangled header was read")
        } catch {
            #expect(!error.message.contains("expected indentation of 0 spaces, found 0"))
            #expect(error.message.hasPrefix("expected one value, found a second after a string on line 2"))
            #expect(error.location.line == 3)
        }
    }

    /// A 1,367-byte mutation of a bundled flow whose long junk line was quoted in full after
    /// "expected 'key: value', found".
    static let longJunkLine =
        "77u/////////////////OiAke0UAAHN0YXRkIHN0YXIgIkJvb2ttYXJrIgonICc6LCBhbmRuOpnxCZmZIGF0LDNkbgAAAAA6IHtpZHtpAAAAADogcCIAADoge2lke2kAAAAAOiBwInJnbmRuOpnxmZmZDAAAAAAAAAB0LCBhbmT/bgBBAAA6vyB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZmZmZkAADoge2lkOiBwInJnbmRuOpnxmZn48ZkAOiCZmZmZmXQsIGFuKAAAYP///246mfGZmfjxmQA6IJmZmZmZdCwgYW5kbjqZ8QmZmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZkMAAAAAAAAAHQsIGFuZP9uAEEAADq/IHtpZDogbACZIGF0/////////////ygAAGD//6xuOpnxiZn48ZkAOiBYmZmZmXQsIGFuZG46mfEJmZkgYXQsMmRuAAAAADoge3JnbmRuOpnxmZmZDAAAAAAAAAB0LCBhbmT/bgBBAAA6vyB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZmZmZkAADoge2lkOiBwInJnbmRuOpnxmZn48ZkAOiCZmZmZmXQsIGFuKAAAYP///246mfGZmfjxmQA6IJmZmZmZdCwgYW5kbjqZ8QmZmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZkMAAAAAAAAAHQsIGFuZP9uAEEAADq/IHtpZDogbACZIGF0/////////////ygAAGD//6xuOpnxiZn48ZkAOiBYmZmZmXQsIGFuZG46mfEJmZkgYXQsMmRuAAAAADoge2lke2kAAAAAOiBwInJnbmRuOpnxmZmZDAAAAAAAAAB0LCBhbmT/bgBBAAA6vyB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZmZmZkAADoge2lkOiBwInJnbmRuOpnxmZn48SeZADogmZmZmZl0LCBhbigAAGD///9uOpnxmZn48ZkAOiCZmZmZmXQsIGFuZG46mfEJmZkgYXQsMmRuAAAAADoge2lke2kAAAAAOiBwInJnbmRuOpnxmZmZDAAAAAAAAAB0LCBhbmT/bgBBAAA6vyB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZkMAAAsACB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZmZmZkAADoge2lkOiBwInJnbmRuOpnxmZn48ZkAOiCZmZmZmXQsIGFuKAAAYP///246mfGZmfjxmQA6IJmZmZmZdCwgYW5kbjqZ8QmZmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZkMAAAAAAAAAHQsIGFuZP9uAEEAADq/IHtpZDogbACZIGF0/////////////ygAAGD//6xuOpnxiZn48ZkAOiBYmZmZmXQsIGFuZG46mfEJmZkgYXQsMmRuAAAAADoge2lke2kAAAAAOiBwInJnbmRuOpnxmZmZDAAAAAAAAAB0LCBhbmT/bgBBAAA6vyB7aWQ6IGwAmSBhdCwyZG4AAAAAOiB7aWR7aQAAAAA6IHAicmduZG46mfGZmZmZmZkAADoge2lkOiBwInJnbmRuOpnxmZn48SeZADogmZmZmZl0LCBhbigAACAiY2hnfXQ6IHByTf////////8="

    @Test func aLongLineThatIsNotAKeyIsQuotedShort() throws {
        let bytes = try #require(Data(base64Encoded: Self.longJunkLine))
        do {
            _ = try YAMLParser.documents(in: String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml")
            Issue.record("the junk line was read")
        } catch {
            #expect(error.message.hasPrefix("expected 'key: value', found '"))
            #expect(error.message.count <= 200)
        }
    }

    /// An HTML report (the merge-reports fuzzer's) whose heading text holds `="url(ip1)">`,
    /// raw quotes and `>` included: text a browser shows and never loads.
    static let urlInHeadingText =
        "PCFET0NUWVBFIGh0bWw+CjxodG1sPjxoZWFkPjxtZXRhIG5hbWU9ImdlbmVyYXRvciIgY29udGVudD0iRmxvd1J1bm5lciBIVE1MUmVwb3J0Ij4KPG1haW4gY2xhc3M9ImZsb3dzIj4KPHNlY3Rpb24gY2xhc3M9ImZsb3cgZmxvdy1mYWlsZWQiIGRhdGEtbm90LWFwcGxpY2FibGU9IjAiIGRhdGEtbWlsbGlzZWNvbmRzPSIxMjUwIj4KPGgyPjxzcGFuIGNsYXNzPSJiYWRnZSBmYWlsZWQiPkZBSUxFRDwvc3Bhbj4gYSAgZW5jb2Rpbmc9IlVUaXAtcGF0aD0idXJsKGlwMSkiPk9wdGlvbmFsIjEiIHk9IjIiIGZvbnQtZmFtaWx5PSJEZWphVnUgU2Fucywgc2Fucy1zZXJpZiIgZmlsbD0iIzExMTgyNyI+SGk8L3RleHQ+PC9nPgo8L3N2Zz4KPC9kaXY+PC9kZXRhaWxzPjwvdGQ+PC90cj48L3Rib2R5PjwvdGFibGU+Cjwvc2VjdGlvbj4KPC9tYWluPgo8L2JvZHk+PC9odG1sPgo="

    @Test func aURLCallInAHeadingsTextIsCopiedAsTextThatLoadsNothing() throws {
        let bytes = try #require(Data(base64Encoded: Self.urlInHeadingText))
        let flows = try HTMLReportFlows(Array(bytes), source: "fuzz.html")
        let merged = HTMLReportMerger.html(merging: [flows], headings: ["<script>shard</script>"])
        #expect(try HTMLReportFlows(Array(merged.utf8), source: "merged.html").tally == flows.tally)
        #expect(merged.contains("FAILED</span> a  encoding=\"UTip-path=\"url(ip1)\">Optional"))
        // Each url( stands in text: the nearest angle bracket before it closes a tag. The reader
        // takes no `<` but one that opens an element of App test's, so no tag can hide there.
        var rest = Substring(merged)
        var calls = 0
        while let call = rest.range(of: "url(") {
            let before = merged[..<call.lowerBound]
            #expect(before.lastIndex { $0 == "<" || $0 == ">" }.map { merged[$0] } == ">")
            calls += 1
            rest = rest[call.upperBound...]
        }
        #expect(calls == 1)
    }
}
