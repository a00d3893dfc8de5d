import Foundation
import HeadlessUI

/// Joins JUnit reports into one: a `<testsuites>` root whose totals count every test case, and
/// each report's `<testsuite>` elements copied as they were written, in the order given.
enum JUnitReportMerger {
    /// The merged report.
    ///
    /// - Parameters:
    ///   - reports: The reports, in order.
    ///   - devices: For each report, the name its suites are given as `device` (a shard's name),
    ///     or `nil` to leave them as written.
    static func xml(merging reports: [JUnitSuites], devices: [String?] = [], suiteName: String = "flows") -> String {
        let tests = reports.reduce(0) { $0 + $1.tests }
        let failures = reports.reduce(0) { $0 + $1.failures }
        let seconds = reports.reduce(0) { $0 + $1.seconds }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(JUnitReport.escape(suiteName))\" tests=\"\(tests)\" failures=\"\(failures)\" "
                + "time=\"\(format(seconds))\">",
        ]
        for (index, report) in reports.enumerated() {
            let device = index < devices.count ? devices[index] : nil
            for suite in report.suites {
                lines.append("  " + report.text(of: suite, device: device))
            }
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with three decimals, as `JUnitReport` writes them. A total of reports from
    /// elsewhere may be too large for whole milliseconds in an `Int` (`time="1e16"`); it is written
    /// with three decimals all the same.
    private static func format(_ seconds: Double) -> String {
        // Below 2^62 the milliseconds and the sum of the digits below stay within an `Int`.
        let scaled = (seconds * 1000).rounded()
        guard scaled >= 0, scaled < 0x1p62, let milliseconds = DecimalNumber.integer(from: scaled) else {
            return String(format: "%.3f", seconds)
        }
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
