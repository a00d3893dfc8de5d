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

/// The same through the built executable: the line on standard error and the exit status. The
/// run is waited for on a thread of its own; the suite never waits for the main actor.
nonisolated struct UnsavedChangeProcessTests {
    /// What a run that logged in, lost its state folder and tried to log out printed on standard
    /// error, and its exit status; `nil` when it ended before the login reached the state file.
    private static func logInThenFailToLogOut(_ executable: URL, statePath: String) throws -> (
        errors: String, status: Int32
    )? {
        let folder = URL(fileURLWithPath: statePath).deletingLastPathComponent()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--state", statePath]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let logIn = [
            "tap #welcome.login", "tap #login.email", "input ada@example.com", "tap #login.password",
            "input analytical", "tap #login.submit",
        ]
        input.fileHandleForWriting.write(Data((logIn.joined(separator: "\n") + "\n").utf8))
        // The login is on disk before the folder goes away. The app waits for more input after
        // it, so the wait ends with the login written or with the app ended, never with a time.
        while (try? SessionPropertyList.decode(Data(contentsOf: URL(fileURLWithPath: statePath))))?.isLoggedIn != true {
            guard process.isRunning else { return nil }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let parked = folder.appendingPathExtension("parked")
        try FileManager.default.moveItem(at: folder, to: parked)
        try Data("not a folder".utf8).write(to: folder)
        input.fileHandleForWriting.write(Data("tab profile\ntap #profile.logout\ntap #logout.confirm\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: parked, to: folder)
        return (said, process.terminationStatus)
    }

    // A guard against a run that never ends: the test takes under 2 s on a machine whose two
    // cores are busy with other work, and the limit is over ten times that.
    @Test(.timeLimit(.minutes(1)))
    func aChangeThatCannotBeSavedEndsTheRunWithExitThreeAndALineOnStandardError() async throws {
        let statePath = TestApp.freshStatePath()
        let executable = try #require(AppProcess.executable)
        let run = try await OwnThread.run { try Self.logInThenFailToLogOut(executable, statePath: statePath) }
        let (said, status) = try #require(run, "the app ended before the login reached the state file")
        #expect(status == 3)
        let lines = said.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("notice: Could not log out: the session could not be saved") == true)
        #expect(try SessionPropertyList.decode(Data(contentsOf: URL(fileURLWithPath: statePath))).isLoggedIn)
    }
}
