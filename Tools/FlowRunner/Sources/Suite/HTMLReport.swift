import HeadlessUI

/// One self-contained HTML page for a run: a summary, then every flow with every step (its
/// status and time, and the screen after it as inline SVG when it changed), and each failure
/// with its message, place, screen and tree. No scripts, no outside files: it opens anywhere.
enum HTMLReport {
    /// Marks a page as this report, so `HTMLReportMerger` can tell it from any other page.
    static let generator = "<meta name=\"generator\" content=\"FlowRunner HTMLReport\">"
    /// Opens the part of the page that holds the flows, one `<section>` each.
    static let flowsStart = "<main class=\"flows\">"
    /// Closes it.
    static let flowsEnd = "</main>"

    static func html(for results: [FlowFileResult], title: String = "Flow report") -> String {
        let tally = HTMLReportTally(
            passed: results.filter(\.passed).count, failed: results.filter { !$0.passed }.count,
            notApplicableSteps: results.reduce(0) { $0 + $1.notApplicableSteps.count },
            milliseconds: results.reduce(0) { $0 + milliseconds($1.duration) })
        return page(title: title, tally: tally, flows: results.flatMap(flow))
    }

    /// The whole page: the summary `tally` gives, then `flows`, the lines of the flows' sections.
    static func page(title: String, tally: HTMLReportTally, flows: [String]) -> String {
        var page = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\">",
            generator,
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(escape(title))</title>",
            "<style>\(style)</style>",
            "</head><body>",
            "<h1>\(escape(title))</h1>",
            "<p class=\"summary\"><span class=\"passed\">\(tally.passed) passed</span>"
                + " <span class=\"failed\">\(tally.failed) failed</span>"
                + (tally.notApplicableSteps > 0
                    ? " <span class=\"na\">\(tally.notApplicableSteps) steps not applicable</span>" : "")
                + " &middot; \(seconds(milliseconds: tally.milliseconds)) s</p>",
            flowsStart,
        ]
        page += flows
        page += [flowsEnd, "</body></html>"]
        return page.joined(separator: "\n") + "\n"
    }

    private static func flow(_ result: FlowFileResult) -> [String] {
        let status = result.passed ? "passed" : "failed"
        var lines = [
            "<section class=\"flow flow-\(status)\" data-not-applicable=\"\(result.notApplicableSteps.count)\""
                + " data-milliseconds=\"\(milliseconds(result.duration))\">",
            "<h2><span class=\"badge \(status)\">\(status.uppercased())</span> \(escape(result.name))"
                + " <small>\(escape(result.file)) &middot; \(seconds(milliseconds: milliseconds(result.duration))) s</small></h2>",
        ]
        if let failure = result.failure {
            lines += [
                "<div class=\"failure\"><p><strong>\(escape(failure.message))</strong></p>",
                "<p>\(escape(failure.step)) at \(escape(failure.location.description))</p>",
                "<details open><summary>Screen</summary><pre>\(escape(failure.screen))</pre></details>",
                "<details open><summary>Tree</summary><pre>\(escape(failure.tree))</pre></details></div>",
            ]
        }
        lines.append(
            "<table><thead><tr><th>Status</th><th>Step</th><th>Time</th><th>Screen after</th></tr></thead><tbody>")
        // The last screen a flow showed is open; the others open on a click.
        let lastScreen = result.steps.lastIndex { $0.screenSVG != nil }
        for (index, step) in result.steps.enumerated() {
            let css = step.status.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
            let open = index == lastScreen ? " open" : ""
            let screen =
                step.screenSVG.map {
                    "<details\(open)><summary>show</summary><div class=\"screen\">\($0)</div></details>"
                } ?? ""
            lines.append(
                "<tr class=\"\(css)\"><td><span class=\"badge \(css)\">\(step.status.rawValue)</span></td>"
                    + "<td style=\"padding-left: \(step.depth * 16 + 6)px\">\(escape(step.description))</td>"
                    + "<td>\(milliseconds(step.duration)) ms</td><td>\(screen)</td></tr>")
        }
        lines += ["</tbody></table>", "</section>"]
        return lines
    }

    private static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111827; background: #f9fafb; }
        h1 { margin: 0 0 8px; } h2 { font-size: 16px; margin: 0 0 8px; } small { color: #6b7280; font-weight: normal; }
        .summary span { margin-right: 8px; font-weight: 600; }
        .flow { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px; margin: 16px 0; }
        .flow.flow-failed { border-color: #dc2626; }
        table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 4px 6px; vertical-align: top; }
        tbody tr { border-top: 1px solid #f3f4f6; }
        .badge { font-size: 11px; font-weight: 700; padding: 1px 6px; border-radius: 4px; white-space: nowrap; }
        span.badge { color: #fff; }
        .badge.passed, .badge.completed { background: #15803d; } .badge.failed { background: #dc2626; }
        .badge.skipped { background: #6b7280; } .badge.not-applicable { background: #b45309; }
        .summary .passed { color: #15803d; } .summary .failed { color: #dc2626; } .summary .na { color: #b45309; }
        .failure { background: #fef2f2; border-radius: 6px; padding: 8px; margin-bottom: 8px; }
        pre { background: #111827; color: #f9fafb; padding: 8px; border-radius: 6px; overflow-x: auto; font-size: 12px; }
        .screen svg { max-width: 320px; height: auto; border: 1px solid #e5e7eb; }
        """

    static func escape(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (whole, attoseconds) = duration.components
        return Int(whole) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    private static func seconds(milliseconds total: Int) -> String {
        let fraction = String(total % 1000)
        return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
