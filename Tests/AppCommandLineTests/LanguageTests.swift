import AppTestSupport
import ContentServer
import DesignSystem
import Foundation
import HeadlessUI
import SessionStore
import Testing

@testable import App
@testable import AppCommandLine

/// `--language`, a flow's `launchApp` language argument, and the package's own catalogues.
@MainActor
struct LanguageTests {
    private func flowFile(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("language-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("flow.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func everyCommandTakesALanguageCode() throws {
        #expect(try Invocation(parsing: ["open", "example://home", "--language", "de"]).launch.language == .german)
        #expect(try Invocation(parsing: ["--language", "rtl"]).launch.language == .rightToLeft)
        #expect(
            try Invocation(parsing: ["test", "Tools/FlowFileHost/Flows", "--language", "ar"]).launch.language == .arabic
        )
    }

    @Test func anUnknownLanguageIsAUsageErrorListingTheCodes() {
        let run = CommandLineRun(["open", "example://home", "--language", "fr"])
        #expect(run.code == 2)
        #expect(
            run.errors.contains("--language takes one of en, de, ar, double, accented, rtl, bounded, not 'fr'"))
    }

    @Test func auditAndSnapshotTakeEveryLanguageAtOnce() throws {
        guard case let .audit(options) = try Invocation(parsing: ["audit", "--language", "all"]).command else {
            Issue.record("not the audit")
            return
        }
        #expect(options.languages == Language.allCases)
    }

    @Test func theWelcomeScreenSpeaksTheLanguageItWasLaunchedIn() throws {
        let german = CommandLineRun(["open", "example://home", "--language", "de", "--state", TestApp.freshStatePath()])
        #expect(german.output.contains("Konto erstellen"))
        #expect(german.output.contains("Melde dich zuerst an: example://home wird nach der Anmeldung geöffnet."))
        let arabic = CommandLineRun(["open", "example://home", "--language", "ar", "--state", TestApp.freshStatePath()])
        #expect(arabic.output.contains("إنشاء حساب"))
    }

    @Test func aFlowChoosesTheLanguageWithALaunchArgument() throws {
        let flow = try flowFile(
            """
            appId: com.example.headless
            ---
            - launchApp: {clearState: true, arguments: {language: de}}
            - assertVisible: "Konto erstellen"
            - tapOn: {id: "welcome.login"}
            - tapOn: {id: "login.submit"}
            - assertVisible: "Gib deine E-Mail-Adresse ein"
            """)
        let run = CommandLineRun(["test", flow])
        #expect(run.code == 0, "\(run.output)\n\(run.errors)")
    }

    @Test func aLanguageArgumentTheAppDoesNotSpeakFailsTheLaunchNamingTheCodes() throws {
        let flow = try flowFile("appId: com.example.headless\n---\n- launchApp: {arguments: {language: xx}}\n")
        let run = CommandLineRun(["test", flow])
        #expect(run.code == 1)
        #expect(run.output.contains("launch argument language takes one of en, de, ar"))
    }

    @Test func thePackagesCataloguesHaveNoFindings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = CommandLineRun(["strings", "check", "--root", root.path])
        #expect(run.code == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains(": 0 findings"))
    }

    @Test func theCatalogueCheckFailsOnARemovedGermanString() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("strings-check-\(UUID().uuidString)", isDirectory: true)
        let module = root.appendingPathComponent("Modules/DemoModule", isDirectory: true)
        try FileManager.default.createDirectory(
            at: module.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: module.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try #"let title = strings.localized("demo.title")"#.write(
            to: module.appendingPathComponent("Sources/Demo.swift"), atomically: true, encoding: .utf8)
        try #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"demo.title": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Demo"}},
          "ar": {"stringUnit": {"state": "translated", "value": "عرض"}}}}}}
        """#.write(
            to: module.appendingPathComponent("Resources/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let run = CommandLineRun(["strings", "check", "--root", root.path])
        #expect(run.code == 1)
        #expect(
            run.output.contains(
                "Modules/DemoModule/Resources/Localizable.xcstrings: demo.title: missing translation: no 'de' string"))
    }
}

extension LanguageTests {
    @Test func aBookmarksSourceIsNamedInTheAppsLanguage() throws {
        let statePath = TestApp.freshStatePath()
        let file = StateFile(path: statePath)
        _ = file.read()
        PropertyListSessionStore(file: file).markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
        // A server of its own, in `normal`: the process's embedded one is in whatever scenario
        // the last flow run in this process left it (the screen catalogue ends in one).
        let server = try ContentServer(port: 0)
        server.start()
        defer { server.stop() }
        let app = try AppLauncher.launch(
            LaunchOptions(statePath: statePath, language: .german, contentBaseURL: server.baseURL))
        app.settle()
        try app.driver.tap(.identifier("home.item.h1"))
        app.settle()
        try app.driver.tap(.identifier("detail.bookmark"))
        try app.driver.tap(.identifier("tab.bookmarks"))
        #expect(app.screenText.contains("Start · gemerkt"))
    }
}
