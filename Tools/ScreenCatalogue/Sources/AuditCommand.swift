import App
import CommandLineKit
import Components
import DesignSystem
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI
import HeadlessUITesting

/// `App audit`: walks the screen catalogue (the catalogue flow's screenshots, as `App
/// snapshot` does) in every language, appearance and text size, and audits each screen for
/// accessibility; exit 1 when anything is found. While it runs, it says on standard error how
/// far it got and about how long the rest takes.
public enum AuditCommand: DeclaredCommand {
    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "audit",
        abstract: "Audits every screen of the catalogue for accessibility; exit 1 on any finding.",
        arguments: [
            .option("--appearance", value: "light|dark|all", help: "the appearances to audit (default all)"),
            .option(
                "--text-size", value: "NAME|all", help: "a Dynamic Type size, xSmall ... AX5, or all (default all)"),
            .option("--format", value: "text|json", help: "text (default) or json: every screen and its findings"),
            LanguageArgument.declarationTakingAll,
        ]
    )

    /// One screen of the catalogue in one appearance, text size and layout direction, and what
    /// the audit found on it.
    struct ScreenReport: Encodable {
        let screen: String
        let language: String
        let appearance: String
        let textSize: String
        /// `rtl` for a screen laid out right to left; left out for left to right.
        let layoutDirection: String?
        let findings: [AccessibilityFinding]
    }

    private struct Report: Encodable {
        let screens: [ScreenReport]
        let findings: Int
    }

    /// What to audit, and how to report it.
    public struct Options: Equatable {
        var appearances = Theme.Appearance.allCases
        var textSizes = TextSize.allCases
        /// The languages audited; every one by default.
        public var languages = Language.allCases
        var json = false

        /// Reads the options of `App audit`.
        ///
        /// - Throws: `CommandUsageError` for a value an option does not take.
        public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            if let value = parsed.value("--appearance") {
                appearances = try AppearanceArgument.appearances(value, allowingAll: true, in: parsed)
            }
            if let value = parsed.value("--text-size") {
                textSizes = try TextSizeArgument.sizes(value, allowingAll: true, in: parsed)
            }
            if let value = parsed.value("--language") {
                languages = try LanguageArgument.languages(value, allowingAll: true, in: parsed)
            }
            switch parsed.value("--format") {
            case nil, "text": json = false
            case "json": json = true
            case let other?: throw parsed.usageError("--format takes text or json, not '\(other)'")
            }
        }
    }

    /// Audits what `options` ask for. Returns the exit status: 0 nothing found, 1 a finding or a
    /// failure.
    public static func run(_ options: Options, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        let runs = options.languages.flatMap { language in
            options.appearances.flatMap { appearance in options.textSizes.map { (language, appearance, $0) } }
        }
        // On standard error, so that the report (JSON included) stays whole on standard output.
        var progress = AuditProgress(total: runs.count)
        do {
            var screens: [ScreenReport] = []
            for (done, (language, appearance, textSize)) in runs.enumerated() {
                screens += try audit(appearance, textSize: textSize, language: language)
                if let line = progress.line(afterRuns: done + 1, screens: screens.count) { writeError(line) }
            }
            let total = screens.reduce(0) { $0 + $1.findings.count }
            write(options.json ? try json(Report(screens: screens, findings: total)) : text(screens, total: total))
            return total == 0 ? 0 : 1
        } catch {
            writeError("error: \(error)")
            return 1
        }
    }

    /// Runs the catalogue flow in `appearance` at `textSize` in `language` and audits the
    /// screen at each screenshot.
    static func audit(_ appearance: Theme.Appearance, textSize: TextSize, language: Language = .english) throws
        -> [ScreenReport]
    {
        let states = TemporaryStateFolder()
        let host = AppFlowFileHost(
            statePath: states.nextStatePath(), appearance: appearance, textSize: textSize, language: language)
        var reports: [ScreenReport] = []
        host.onScreenshot = { name, screen in
            reports.append(
                ScreenReport(
                    screen: name, language: language.code, appearance: appearance.rawValue, textSize: textSize.rawValue,
                    layoutDirection: language.layoutDirection == .leftToRight ? nil : language.layoutDirection.rawValue,
                    findings: AccessibilityAudit.wcag.findings(
                        in: screen, untranslatedWords: PlatformWords.untranslated(in: language))))
        }
        let flow = try FlowFileLoader().load(try BundledFlowFiles.path(of: BundledFlowFiles.catalogue))
        if let failure = FlowFileRunner(host: host).run(flow).failure {
            throw FlowFileHostError(message: failure.report)
        }
        return reports
    }

    private static func text(_ screens: [ScreenReport], total: Int) -> String {
        var lines: [String] = []
        for screen in screens where !screen.findings.isEmpty {
            lines.append("\(screen.screen) (\(screen.language), \(screen.appearance), \(screen.textSize)):")
            lines += screen.findings.map { "  \($0)" }
        }
        lines.append("audited \(screens.count) screens: \(total) \(total == 1 ? "finding" : "findings")")
        lines.append("cut text by language: " + cutTextCounts(screens))
        return lines.joined(separator: "\n")
    }

    /// How many texts were cut without their node declaring it, per language in the order the
    /// audit met them (`en 0, de 0, ...`).
    static func cutTextCounts(_ screens: [ScreenReport]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for screen in screens {
            if counts[screen.language] == nil { order.append(screen.language) }
            counts[screen.language, default: 0] += screen.findings.filter { $0.check == .cutText }.count
        }
        return order.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
    }

    private static func json(_ report: Report) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
