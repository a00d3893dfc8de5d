import DesignSystem
import FlowRunner
import Foundation
import HeadlessUI

/// `App audit`: walks the screen catalogue (the catalogue flow's screenshots, as `App
/// snapshot` does) and audits each screen for accessibility; exit 1 when anything is found.
enum AuditCommand {
    static let usage = """
        usage: App audit [--appearance light|dark|all] [--text-size NAME|all] [--format text|json]
        """

    /// One screen of the catalogue in one appearance and text size, and what the audit found on it.
    struct ScreenReport: Encodable {
        let screen: String
        let appearance: String
        let textSize: String
        let findings: [AccessibilityFinding]
    }

    private struct Report: Encodable {
        let screens: [ScreenReport]
        let findings: Int
    }

    private struct Options {
        var appearances = Theme.Appearance.allCases
        var textSizes = TextSize.allCases
        var json = false
    }

    static func run(arguments: [String], write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            writeError("error: \(error.description)\n\(usage)")
            return 2
        }
        do {
            let screens = try options.appearances.flatMap { appearance in
                try options.textSizes.flatMap { try audit(appearance, textSize: $0) }
            }
            let total = screens.reduce(0) { $0 + $1.findings.count }
            write(options.json ? try json(Report(screens: screens, findings: total)) : text(screens, total: total))
            return total == 0 ? 0 : 1
        } catch {
            writeError("error: \(error)")
            return 1
        }
    }

    /// Runs the catalogue flow in `appearance` at `textSize` and audits the screen at each
    /// screenshot.
    static func audit(_ appearance: Theme.Appearance, textSize: TextSize) throws -> [ScreenReport] {
        let states = TemporaryStateFolder()
        let host = AppFlowHost(statePath: states.nextStatePath(), appearance: appearance, textSize: textSize)
        var reports: [ScreenReport] = []
        host.onScreenshot = { name, screen in
            reports.append(
                ScreenReport(
                    screen: name, appearance: appearance.rawValue, textSize: textSize.rawValue,
                    findings: AccessibilityAudit.wcag.findings(in: screen)))
        }
        let flow = try FlowLoader().load(try BundledFlows.path(of: BundledFlows.catalogue))
        if let failure = FlowRunner(host: host).run(flow).failure { throw FlowHostError(message: failure.report) }
        return reports
    }

    private static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            switch argument {
            case "--appearance":
                guard value == "all" || Theme.Appearance(rawValue: value) != nil else {
                    throw UsageError(description: "--appearance takes light, dark or all, not '\(value)'")
                }
                options.appearances = Theme.Appearance(rawValue: value).map { [$0] } ?? Theme.Appearance.allCases
            case "--text-size":
                options.textSizes = try TextSizeArgument.sizes(value, allowingAll: true)
            case "--format":
                guard value == "text" || value == "json" else {
                    throw UsageError(description: "--format takes text or json, not '\(value)'")
                }
                options.json = value == "json"
            default:
                throw UsageError(description: "unknown audit option '\(argument)'")
            }
        }
        return options
    }

    private static func text(_ screens: [ScreenReport], total: Int) -> String {
        var lines: [String] = []
        for screen in screens where !screen.findings.isEmpty {
            lines.append("\(screen.screen) (\(screen.appearance), \(screen.textSize)):")
            lines += screen.findings.map { "  \($0)" }
        }
        lines.append("audited \(screens.count) screens: \(total) \(total == 1 ? "finding" : "findings")")
        return lines.joined(separator: "\n")
    }

    private static func json(_ report: Report) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
