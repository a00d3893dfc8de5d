import Foundation
import Testing

@testable import FlowRunner

/// Numbers read from reports are read as `DecimalNumber` reads them: as the file wrote them,
/// in JSON's grammar, and left out when they are no count or duration.
@MainActor @Suite struct FlowReportNumberTests {
    private func suites(_ times: [String]) throws -> JUnitSuites {
        let body = times.map { "<testsuite name=\"s\" time=\"\($0)\"/>" }.joined()
        return try JUnitSuites(Array("<testsuites>\(body)</testsuites>".utf8), source: "r.xml")
    }

    @Test func suiteTimesWithAnExponentAddUpAndOthersCountNothing() throws {
        let read = try suites(["1.5e1", "0.25", "+1", "1.", "0x10", " 2", "1e400", "-5"])
        #expect(read.seconds == 15.25)
        #expect(JUnitReportMerger.xml(merging: [read]).contains("time=\"15.250\""))
    }

    /// The lines of a page of one flow that took `milliseconds`, as written.
    private func page(milliseconds: String) -> [UInt8] {
        let section =
            "<section class=\"flow flow-passed\" data-not-applicable=\"0\" data-milliseconds=\"\(milliseconds)\">"
        return Array(HTMLReport.page(title: "t", tally: HTMLReportTally(), flows: [section, "</section>"]).utf8)
    }

    @Test func flowTimesAreReadAsWholeCountsOrNotAtAll() throws {
        func milliseconds(_ written: String) throws -> Int {
            try HTMLReportFlows(page(milliseconds: written), source: "p.html").tally.milliseconds
        }
        #expect(try milliseconds("1500") == 1500)
        #expect(try milliseconds("1e3") == 1000)
        #expect(try milliseconds("2.5") == 0)
        #expect(try milliseconds("-5") == 0)
        #expect(try milliseconds("99999999999999999999") == 0)
        #expect(try milliseconds("12abc") == 0)
    }
}
