import AppTestSupport
import Components
import DesignSystem
import HeadlessUI
import HeadlessUITesting
import Testing

@testable import App
@testable import SessionStore

/// The words the platform draws itself (the back button's "Back") are in the app's language,
/// as UIKit's are, and the audit finds one left in English.
@MainActor
struct PlatformWordsTests {
    /// Launches in `language` and opens the screens whose back button falls back to the
    /// platform's word in the issue this guards: Register under Welcome, Edit profile and
    /// Review changes, Report a problem and Send report?.
    private func pictures(in language: Language) throws -> [String: String] {
        var pictures: [String: String] = [:]
        let loggedOut = try AppLauncher.launch(LaunchOptions(statePath: TestApp.freshStatePath(), language: language))
        try loggedOut.driver.tap(.identifier("welcome.register"))
        pictures["register"] = SVGRenderer().render(loggedOut.window.screen)
        let state = TestApp.freshStatePath()
        _ = try TestApp.launch(statePath: state, loggedIn: true)
        let app = try AppLauncher.launch(LaunchOptions(statePath: state, language: language))
        app.coordinator.handle("example://profile")
        try app.driver.tap(.identifier("profile.edit"))
        pictures["editProfile"] = SVGRenderer().render(app.window.screen)
        try app.driver.tap(.identifier("editProfile.review"))
        pictures["reviewChanges"] = SVGRenderer().render(app.window.screen)
        return pictures
    }

    @Test(arguments: [Language.german, .arabic])
    func theBackButtonSpeaksTheAppsLanguage(language: Language) throws {
        for (screen, svg) in try pictures(in: language) {
            #expect(!svg.contains(">Back<"), "\(screen) in \(language.code) shows the English \"Back\"")
        }
        #expect(PlatformWords.back(in: language) != "Back")
    }

    @Test func aNavigationControllerNobodyToldTheLanguageSaysBackInEnglish() {
        #expect(NavigationController().backTitle == "Back")
        #expect(PlatformWords.untranslated(in: .english).isEmpty)
        #expect(PlatformWords.untranslated(in: .german) == ["Back"])
    }

    @Test func theAuditFindsThePlatformsEnglishWordOnAGermanScreen() throws {
        let window = Window()
        let stack = NavigationController()
        let first = ViewController()
        first.title = "Ein sehr langer Titel, der neben dem nächsten keinen Platz hat"
        first.view = ViewNode(role: .stack)
        let second = ViewController()
        second.title = "Noch ein langer Titel"
        second.view = ViewNode(role: .stack)
        try stack.setViewControllers([first, second], animated: false)
        try window.setRootViewController(stack)
        window.makeKeyAndVisible()
        let findings = AccessibilityAudit(contrastRatio: { ContrastRatio.between($0, $1) }).findings(
            in: window.screen, untranslatedWords: PlatformWords.untranslated(in: .german))
        #expect(findings.contains { $0.check == .untranslatedPlatformWord })
    }
}
