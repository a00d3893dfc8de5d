/// Joins HTML reports `App test` wrote into one page: one summary counting every flow, then
/// each report's flows as they were written (every step and screen), in the order given.
enum HTMLReportMerger {
    /// The merged page.
    ///
    /// - Parameters:
    ///   - reports: The reports, in order.
    ///   - headings: For each report, a heading shown above its flows (a shard's name), or
    ///     `nil` for none.
    static func html(merging reports: [HTMLReportFlows], headings: [String?] = [], title: String = "Flow report")
        -> String
    {
        var tally = HTMLReportTally()
        var flows: [String] = []
        for (index, report) in reports.enumerated() {
            tally.add(report.tally)
            if index < headings.count, let heading = headings[index] {
                flows.append("<h2 class=\"shard\">\(HTMLReport.escape(heading))</h2>")
            }
            if !report.sections.isEmpty { flows.append(report.sections) }
        }
        return HTMLReport.page(title: title, tally: tally, flows: flows)
    }
}
