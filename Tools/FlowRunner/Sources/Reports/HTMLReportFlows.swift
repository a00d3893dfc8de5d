import Foundation
import HeadlessUI

/// The flows of one HTML report `App test` wrote, read back for a merge: their sections as
/// written and the counts of its summary.
struct HTMLReportFlows: Sendable {
    /// The lines of the flows' sections, as written.
    let sections: String
    /// What the sections count.
    let tally: HTMLReportTally

    /// Reads the page `bytes` hold.
    ///
    /// Sections are found by their start tags: every text in them is escaped (`<` is `&lt;`) and
    /// the screens are SVG, so no text inside a section can look like one.
    ///
    /// - Throws: `FlowFileUsageError` naming `source` when the page is not one `App test` wrote, or
    ///   its flows hold markup `App test` never writes (`HTMLReportMarkup`).
    init(_ bytes: [UInt8], source: String) throws(FlowFileUsageError) {
        let page = String(decoding: bytes, as: UTF8.self)
        guard page.contains(HTMLReport.generator),
            let start = page.range(of: HTMLReport.flowsStart + "\n"),
            let end = page.range(of: "\n" + HTMLReport.flowsEnd, options: .backwards),
            start.upperBound <= end.lowerBound
        else {
            throw FlowFileUsageError(
                "'\(source)' is not an HTML report of App test: merge-reports --format html joins the pages that "
                    + "'App test --format html' writes")
        }
        sections = String(page[start.upperBound..<end.lowerBound])
        if let foreign = HTMLReportMarkup.foreignMarkup(in: sections) {
            throw FlowFileUsageError(
                "'\(source)' is not an HTML report of App test: its flows hold \(foreign), which App test never "
                    + "writes; a merged report copies flows as written, so it takes only the markup App test writes")
        }
        var tally = HTMLReportTally()
        for tag in sections.components(separatedBy: "<section class=\"flow flow-").dropFirst() {
            var flow = HTMLReportTally()
            if tag.hasPrefix("passed") { flow.passed = 1 } else { flow.failed = 1 }
            flow.notApplicableSteps = Self.number(after: "data-not-applicable=\"", in: tag)
            flow.milliseconds = Self.number(after: "data-milliseconds=\"", in: tag)
            tally.add(flow)
        }
        self.tally = tally
    }

    /// The whole number after `prefix` in `tag`'s first line, or 0 for none, or for one that is
    /// not a count (`-1`, `1.5`) or that an `Int` cannot hold.
    private static func number(after prefix: String, in tag: String) -> Int {
        let line = tag.prefix { $0 != "\n" }
        guard let range = line.range(of: prefix) else { return 0 }
        let written = line[range.upperBound...].prefix { $0 != "\"" }
        guard let count = DecimalNumber(written)?.int, count >= 0 else { return 0 }
        return count
    }
}
