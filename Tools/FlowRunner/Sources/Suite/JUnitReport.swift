import HeadlessUI

/// The JUnit XML that CI systems read: one test case per flow, the failure with its report,
/// and the step log as the case's output. A flow that passed with steps that need a real
/// device is marked skipped, naming them: it was not fully verified, so it never counts as
/// passed.
enum JUnitReport {
    static func xml(for results: [FlowFileResult], suiteName: String = "flows") -> String {
        let failures = results.filter { !$0.passed }.count
        let skipped = results.filter { $0.passed && !$0.notApplicableSteps.isEmpty }.count
        let total = seconds(results.reduce(Duration.zero) { $0 + $1.duration })
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(escape(suiteName))\" \(counts) time=\"\(total)\">",
            "  <testsuite name=\"\(escape(suiteName))\" \(counts) errors=\"0\" skipped=\"\(skipped)\" time=\"\(total)\">",
        ]
        for result in results {
            let attributes =
                "classname=\"\(escape(result.file))\" name=\"\(escape(result.name))\" time=\"\(seconds(result.duration))\""
            lines.append("    <testcase \(attributes)>")
            if let failure = result.failure {
                lines.append(
                    "      <failure message=\"\(escape(failure.message))\" type=\"FlowFileFailure\">"
                        + escape(failure.report) + "</failure>"
                )
            } else if !result.notApplicableSteps.isEmpty {
                let steps = result.notApplicableSteps.joined(separator: "; ")
                lines.append("      <skipped message=\"not applicable headlessly: \(escape(steps))\"/>")
            }
            lines.append("      <system-out>" + escape(result.log.joined(separator: "\n")) + "</system-out>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside an attribute or an element, line breaks kept for the logs and reports.
    static func escape(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = Int(whole) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
