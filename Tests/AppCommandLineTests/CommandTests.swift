import AppTestSupport
import CommandLineKit
import DesignSystem
import Foundation
import Testing

@testable import App
@testable import AppCommandLine
@testable import FlowFileHost
@testable import ScreenCatalogue

@MainActor
struct CommandTests {
    private func run(_ arguments: [String], input: [String] = []) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        var remaining = input[...]
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { remaining.popFirst() })
        let code = commandLine.run(arguments)
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test func helpIsPrintedForTheAppAndForTest() {
        #expect(run(["--help"]).output == HelpText.help(for: [AppCommand.declaration]))
        #expect(run(["test", "--help"]).output.contains("usage: App test [options] FLOW|DIR..."))
        #expect(run(["test", "--help"]).output.contains("--include-tags"))
        #expect(run(["nope", "--help"]).code == 2)
    }

    /// The screenshots the catalogue flow takes, read from Tools/FlowFileHost/Flows/catalogue.yaml itself, so
    /// a screen that joins the catalogue needs no edit here.
    private func catalogueScreenshotNames() throws -> [String] {
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/FlowFileHost/Flows/catalogue.yaml")
        // Top-level steps only: a screenshot inside a `runFlow` with `when:` is taken once its
        // condition holds (a scaffolded screen before its parent has the control that reaches it).
        let prefix = "- takeScreenshot:"
        return try String(contentsOf: catalogue, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theDemoTourRunsToTheEnd() {
        let result = run(["demo"])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.contains("Tour complete"))
        #expect(result.output.contains("Remove bookmark"))
        #expect(result.output.contains("No results"))
    }

    @Test func snapshotWritesEveryScreenInBothAppearances() throws {
        let folder = TemporaryStateFolder()
        let result = run(["snapshot", "--out", folder.url.path])
        #expect(result.code == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        let screens = try catalogueScreenshotNames()
        #expect(screens.count > 1)
        for screen in screens {
            for appearance in ["light", "dark"] {
                #expect(files.contains("\(screen).\(appearance).txt"))
                #expect(files.contains("\(screen).\(appearance).svg"))
            }
        }
        let components = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("components").path)
        #expect(components.contains { $0.hasSuffix(".dark.svg") })
    }

    @Test func snapshotRefusesAnUnknownFormat() {
        let result = run(["snapshot", "--out", "/tmp/x", "--format", "png"])
        #expect(result.code == 2)
        #expect(result.errors.contains("--format takes text, svg or all, not 'png'"))
    }

    @Test func snapshotNeedsAnOutputFolder() {
        #expect(run(["snapshot"]).code == 2)
    }

    /// The screens of the catalogue: one per screenshot its flow takes.
    private func catalogueScreenCount() throws -> Int {
        let catalogue = try String(
            contentsOfFile: try BundledFlowFiles.path(of: BundledFlowFiles.catalogue), encoding: .utf8)
        return catalogue.split(separator: "\n").filter { $0.hasPrefix("- takeScreenshot:") }.count
    }

    /// One language, appearance and text size: what the command prints, counted. The whole sweep
    /// (every language, appearance and text size, some three minutes) is `make test`'s audit
    /// stage, which runs this command as it is; a second sweep here would prove nothing more.
    @Test func auditCountsTheScreensItAuditedAndSaysHowFarItGotOnStandardError() throws {
        let result = run(["audit", "--appearance", "light", "--text-size", "large", "--language", "ar"])
        #expect(result.code == 0, "\(result.output)")
        let screens = try catalogueScreenCount()
        #expect(result.output.contains("audited \(screens) screens: 0 findings"))
        #expect(result.output.hasSuffix("cut text by language: ar 0"))
        #expect(result.errors.hasPrefix("audit: 1 of 1 catalogue runs, \(screens) screens in "), "\(result.errors)")
    }

    /// Without options the audit covers every language, both appearances and every text size.
    @Test func auditCoversEveryLanguageAppearanceAndTextSizeByDefault() throws {
        let options = try AuditCommand.Options(try CommandLineParser.parse([], as: AuditCommand.declaration))
        #expect(options.languages == Language.allCases)
        #expect(options.appearances == Theme.Appearance.allCases)
        #expect(options.textSizes == TextSize.allCases)
    }

    @Test func auditReportsJSONPerScreenAndAppearance() throws {
        let result = run([
            "audit", "--appearance", "dark", "--text-size", "AX5", "--language", "de", "--format", "json",
        ])
        #expect(result.code == 0, "\(result.output)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(report["findings"] as? Int == 0)
        let screens = try #require(report["screens"] as? [[String: Any]])
        #expect(screens.count == (try catalogueScreenCount()))
        #expect(
            screens.allSatisfy {
                $0["appearance"] as? String == "dark" && $0["textSize"] as? String == "AX5"
                    && $0["language"] as? String == "de"
            })
        #expect(screens.contains { $0["screen"] as? String == "profile.logout-sheet" })
    }

    @Test func auditAndSnapshotRefuseAnUnknownTextSize() {
        for arguments in [["audit", "--text-size", "huge"], ["snapshot", "--out", "/tmp/x", "--text-size", "huge"]] {
            let result = run(arguments)
            #expect(result.code == 2)
            #expect(result.errors.contains("--text-size takes one of xSmall, small, medium, large"))
        }
    }

    @Test func snapshotAtATextSizeNamesItInEveryFile() throws {
        let folder = TemporaryStateFolder()
        let result = run(["snapshot", "--out", folder.url.path, "--appearance", "light", "--text-size", "ax5"])
        #expect(result.code == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(files.contains("home.light.AX5.svg"))
        let home = try String(contentsOf: folder.url.appendingPathComponent("home.light.AX5.svg"), encoding: .utf8)
        // Body text at AX5 is 53 points.
        #expect(home.contains("font-size=\"53\""))
    }

    @Test func auditRefusesAnUnknownFormat() {
        let result = run(["audit", "--format", "xml"])
        #expect(result.code == 2)
        #expect(result.errors.contains("--format takes text or json, not 'xml'"))
    }

    @Test func tokensCheckPassesOnTheBundledTokens() {
        let result = run(["tokens", "--check"])
        #expect(result.code == 0, "\(result.errors)")
    }

    @Test func testWithoutFlowsIsAUsageError() {
        #expect(run(["test"]).code == 2)
    }

    @Test func theInteractiveSessionPrintsTheScreenAfterEachCommand() {
        let result = run(["--state", TestApp.freshStatePath()], input: ["tap #welcome.login", "back", "quit", "tree"])
        #expect(result.code == 0)
        #expect(result.output.contains("Sign in"))
        // Three screens: at launch, after the tap, after going back; nothing after quit.
        #expect(result.output.components(separatedBy: "┌").count - 1 == 3)
    }

    @Test func anInteractiveErrorPrintsTheUnchangedScreen() {
        let result = run(["--state", TestApp.freshStatePath()], input: ["tap #nothing.here"])
        #expect(result.output.contains("error: Element not found: Id: nothing.here"))
        #expect(result.output.components(separatedBy: "┌").count - 1 == 2)
    }

    @Test func openPrintsTheOutcomeAndTheScreen() {
        let result = run(["--state", TestApp.freshStatePath(), "open", "example://home"])
        #expect(result.code == 0)
        #expect(result.output.contains("Log in first"))
        #expect(result.output.contains("welcome") || result.output.contains("Log in"))
    }

    private static let hostileLink = "example://explore?q=%1b%5b31mRED%1b%5b0m%0d%0aX%00"

    private static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control }
    }

    @Test func aLinkWithEscapeSequencesIsShownOnScreenNotObeyed() {
        let login = [
            "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password",
            "input analytical", "tap #login.submit",
        ]
        let result = run(["--state", TestApp.freshStatePath()], input: login + ["open \(Self.hostileLink)", "tree"])
        #expect(result.code == 0)
        #expect(!Self.holdsControlCharacters(result.output))
        #expect(result.output.contains("[\\u{1B}[31mRED\\u{1B}[0m\\r\\nX\\0"))
        #expect(result.output.contains("value=\"\\u{1B}[31mRED"))
    }

    @Test func theOpenMessageShowsTheLinksControlCharacters() {
        let result = run(["--state", TestApp.freshStatePath(), "open", "example://explore?q=%1b%5b2J%0aforged line"])
        #expect(!Self.holdsControlCharacters(result.output))
        let message = result.output.split(separator: "\n").first ?? ""
        #expect(message.hasPrefix("Log in first"))
        // The destination is named by its link, whose query carries the control characters
        // percent-encoded.
        #expect(message.contains("example://explore?q=%1B%5B2J%0Aforged%20line"))
    }

    @Test func aNoticeShowsControlCharactersInTheStatePath() throws {
        let folder = TemporaryStateFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let path = folder.url.appendingPathComponent("state\u{1B}[31m.plist").path
        try Data("not a property list".utf8).write(to: URL(fileURLWithPath: path))
        let result = run(["--state", path, "open", "example://home"])
        #expect(result.errors.contains("notice:"))
        #expect(result.errors.contains("state\\u{1B}[31m.plist"))
        #expect(!Self.holdsControlCharacters(result.errors))
    }
}
