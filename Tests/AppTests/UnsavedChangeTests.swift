import AppTestSupport
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// The state folder stops taking writes mid-session (here: it is replaced by a plain file,
/// which fails a write for root as well as for anyone else). Every change that cannot be saved
/// is said on screen, and does not happen: what the app shows is what the next launch finds.
@MainActor
struct UnsavedChangeTests {
    private let statePath = TestApp.freshStatePath()
    private var folder: URL { URL(fileURLWithPath: statePath).deletingLastPathComponent() }
    private var parked: URL { folder.appendingPathExtension("parked") }

    /// Takes the folder away and puts a file where it was; `restoreFolder` undoes it.
    private func breakFolder() throws {
        try FileManager.default.moveItem(at: folder, to: parked)
        try Data("not a folder".utf8).write(to: folder)
    }

    private func restoreFolder() throws {
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: parked, to: folder)
    }

    private func noticeText(_ app: LaunchedApp) -> String? {
        try? app.driver.element(.identifier("app.notice")).label
    }

    @Test func aLogoutThatCannotBeSavedKeepsThePersonLoggedInAndSaysSo() throws {
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        try breakFolder()
        try app.driver.tap(.identifier("tab.profile"))
        try app.driver.tap(.identifier("profile.logout"))
        try app.driver.tap(.identifier("logout.confirm"))
        #expect(app.session.isLoggedIn)
        #expect(app.session.email == "ada@example.com")
        let notice = try #require(noticeText(app))
        #expect(notice.hasPrefix("Could not log out: the session could not be saved (cannot open the folder"))
        #expect(notice.hasSuffix("You are still logged in."))
        try app.driver.tap(.identifier("app.notice.dismiss"))
        #expect(app.shows(.identifier("profile.logout")))
        try restoreFolder()
        #expect(try TestApp.launch(statePath: statePath).session.isLoggedIn)
    }

    @Test func theNoticeOfAChangeThatCannotBeSavedSpeaksTheAppsLanguage() throws {
        _ = try TestApp.launch(statePath: statePath, loggedIn: true)
        let app = try AppLauncher.launch(LaunchOptions(statePath: statePath, language: .german))
        try breakFolder()
        try app.driver.tap(.identifier("tab.profile"))
        try app.driver.tap(.identifier("profile.logout"))
        try app.driver.tap(.identifier("logout.confirm"))
        let notice = try #require(noticeText(app))
        #expect(notice.hasPrefix("Abmelden nicht möglich: Die Sitzung konnte nicht gespeichert werden ("))
        #expect(notice.hasSuffix("Du bist weiterhin angemeldet."))
        try restoreFolder()
    }

    @Test func aLoginThatCannotBeSavedStaysOnLoginAndSaysSo() throws {
        let app = try TestApp.launch(statePath: statePath)
        try breakFolder()
        try app.driver.tap(.identifier("welcome.login"))
        try app.driver.inputText("ada@example.com", into: .identifier("login.email"))
        try app.driver.inputText("analytical", into: .identifier("login.password"))
        try app.driver.tap(.identifier("login.submit"))
        #expect(!app.session.isLoggedIn)
        #expect(noticeText(app)?.hasSuffix("You are still logged out.") == true)
        try app.driver.tap(.identifier("app.notice.dismiss"))
        #expect(app.shows(.identifier("login.submit")))
    }

    @Test func aBookmarkThatCannotBeSavedIsNotShownAsSaved() throws {
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        try breakFolder()
        app.session.setBookmarked(
            true, id: "h1", title: "Coordinators", source: BookmarkSources.source(identifier: "home"))
        #expect(!app.session.isBookmarked(id: "h1"))
        #expect(app.session.savedBookmarks().isEmpty)
        #expect(noticeText(app)?.hasPrefix("Could not save the bookmark") == true)
    }

    @Test func aRemovalThatCannotBeSavedKeepsTheBookmarkInItsPlace() throws {
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        let home = BookmarkSources.source(identifier: "home")
        for id in ["h1", "h2", "h3"] { app.session.setBookmarked(true, id: id, title: id, source: home) }
        try breakFolder()
        app.session.removeBookmark(id: "h2")
        app.session.setBookmarked(false, id: "h1", title: "h1", source: home)
        #expect(app.session.savedBookmarks().map(\.id) == ["h1", "h2", "h3"])
        #expect(noticeText(app)?.hasSuffix("The bookmark is still saved.") == true)
    }

    @Test func everyFailedChangeIsCountedAndToldOnce() throws {
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        var told: [SessionChange] = []
        app.onSaveFailure = { told.append($0.change) }
        try breakFolder()
        app.session.updateProfile(displayName: "Grace", email: "grace@example.com")
        app.session.keepReport(message: "The feed froze")
        app.session.markLoggedOut()
        #expect(told == [.updateProfile, .keepReport, .logOut])
        #expect(app.session.saveFailureCount == 3)
        #expect(app.session.displayName == "Ada Lovelace")
        #expect(app.session.outbox.isEmpty)
    }
}
