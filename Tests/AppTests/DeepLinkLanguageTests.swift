import AppTestSupport
import Testing

@testable import App
@testable import SessionStore

/// A refused link's line, as the app prints it in its language: "Link refused" and the reason
/// in it.
@MainActor
struct DeepLinkLanguageTests {
    @Test func aRefusedLinkInGermanGivesItsReasonInGerman() throws {
        let app = try AppLauncher.launch(LaunchOptions(statePath: TestApp.freshStatePath(), language: .german))
        let outcome = app.coordinator.handle("example://settings")
        #expect(
            app.coordinator.message(for: outcome)
                == "Link abgelehnt: Unbekanntes Ziel „settings“; erwartet wird home, explore, bookmarks oder profile")
    }

    @Test func aRefusedSearchInArabicGivesItsReasonInArabic() throws {
        let app = try AppLauncher.launch(LaunchOptions(statePath: TestApp.freshStatePath(), language: .arabic))
        let outcome = app.coordinator.handle("example://explore?q=a&b=c")
        #expect(
            app.coordinator.message(for: outcome)
                == "رُفض الرابط: استعلام غير صالح: لا تقبل explore إلا «q»، مثل example://explore?q=navigation")
    }
}
