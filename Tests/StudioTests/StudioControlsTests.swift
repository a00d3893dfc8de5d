import Testing

@testable import App
@testable import Studio

/// The page's buttons beside the screen: each is a flow-file command run on the app and recorded.
@Suite struct StudioControlsTests {
    private func loggedIn() throws -> StudioHarness {
        let harness = try StudioHarness()
        for command in [
            "- tapOn:\n    id: welcome.login\n", "- tapOn:\n    id: login.email\n", "- inputText: ada@example.com\n",
            "- tapOn:\n    id: login.password\n", "- inputText: correct horse\n", "- tapOn:\n    id: login.submit\n",
        ] {
            _ = try harness.studio.run(command, recording: true)
        }
        return harness
    }

    @Test func theTabButtonsSwitchTabsAndRecordTheTabTap() throws {
        let harness = try loggedIn()
        #expect(StudioHarness.passed(try harness.post("/api/tab", "{\"tab\": \"profile\"}")))
        #expect(harness.path(of: "profile.logout") != nil)
        #expect(harness.studio.recording.text.hasSuffix("- tapOn:\n    id: \"tab.profile\"\n"))
    }

    @Test func backAndSwipeDownLeaveAPushedScreenAndASheet() throws {
        let harness = try loggedIn()
        try harness.tap("home.item.h1")
        #expect(StudioHarness.passed(try harness.post("/api/back")))
        #expect(harness.path(of: "home.item.h1") != nil)
        _ = try harness.post("/api/tab", "{\"tab\": \"profile\"}")
        try harness.tap("profile.report")
        #expect(harness.path(of: "report.message") != nil)
        #expect(StudioHarness.passed(try harness.post("/api/swipe-down")))
        #expect(harness.path(of: "report.message") == nil)
        #expect(harness.studio.recording.text.hasSuffix("- swipe:\n    direction: DOWN\n"))
    }

    @Test func theLinkBoxOpensALinkAndARefusedLinkShowsWhyOnScreen() throws {
        let harness = try loggedIn()
        #expect(StudioHarness.passed(try harness.post("/api/open", "{\"url\": \"example://explore\"}")))
        #expect(harness.path(of: "explore.search") != nil)
        #expect(StudioHarness.passed(try harness.post("/api/open", "{\"url\": \"example://nowhere\"}")))
        #expect(harness.path(of: "app.notice") != nil)
    }

    @Test func eraseDeletesTheLastCharacterOfTheFocusedField() throws {
        let harness = try StudioHarness()
        try harness.tap("welcome.login")
        try harness.tap("login.email")
        _ = try harness.post("/api/input", "{\"text\": \"ada@\"}")
        #expect(StudioHarness.passed(try harness.post("/api/erase")))
        #expect(value(of: "login.email", in: harness.studio.screen().tree) == "ada")
        #expect(harness.studio.recording.text.hasSuffix("- eraseText: 1\n"))
    }

    private func value(of identifier: String, in element: StudioElement?) -> String? {
        guard let element else { return nil }
        if element.id == identifier { return element.value }
        return element.children.lazy.compactMap { value(of: identifier, in: $0) }.first
    }
}
