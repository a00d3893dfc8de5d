import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import SessionStore

/// State files written by other tools: what UserDefaults reads, the app reads.
@MainActor
struct StateFileReadingTests {
    /// A session as `defaults write` or a hand edit leaves it: the flag as `flag`, one bookmark.
    private func writeSession(loggedInAs flag: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>session</key><dict>
            <key>isLoggedIn</key>\(flag)
            <key>displayName</key><string>Ada</string>
            <key>email</key><string>ada@example.com</string>
            <key>bookmarks</key><array><dict>
            <key>id</key><string>h1</string><key>title</key><string>Coordinators</string>
            <key>source</key><string>home</string><key>savedAt</key><date>2024-01-01T00:00:00Z</date>
            </dict></array>
            </dict></dict></plist>
            """
        try Data(plist.utf8).write(to: url)
    }

    private func filesBeside(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    @Test(arguments: [
        "<integer>1</integer>", "<real>1.0</real>", "<real>0.5</real>", "<string>YES</string>",
        "<string>true</string>", "<string>1</string>", "<true/>",
    ])
    func aFlagUserDefaultsReadsAsTrueKeepsThePersonAndTheirBookmarks(flag: String) throws {
        let path = TestApp.freshStatePath()
        try writeSession(loggedInAs: flag, to: path)
        let app = try TestApp.launch(statePath: path)
        #expect(app.notice == nil)
        #expect(app.session.isLoggedIn)
        #expect(app.session.email == "ada@example.com")
        #expect(app.session.savedBookmarks().map(\.id) == ["h1"])
    }

    @Test(arguments: ["<integer>0</integer>", "<real>0.0</real>", "<string>NO</string>", "<false/>"])
    func aFlagUserDefaultsReadsAsFalseStartsLoggedOutAndHandsNoBookmarksOn(flag: String) throws {
        let path = TestApp.freshStatePath()
        try writeSession(loggedInAs: flag, to: path)
        let app = try TestApp.launch(statePath: path)
        #expect(app.notice == nil)
        #expect(!app.session.isLoggedIn)
        #expect(try filesBeside(path) == ["state.plist"])
        app.session.markLoggedIn(email: "grace@example.com", displayName: "Grace")
        #expect(app.session.savedBookmarks().isEmpty)
        let reopened = try TestApp.launch(statePath: path)
        #expect(reopened.session.email == "grace@example.com")
        #expect(reopened.session.savedBookmarks().isEmpty)
    }

    @Test(arguments: ["<date>2024-01-01T00:00:00Z</date>", "<array/>", "<data>AA==</data>"])
    func aFlagNoToolReadsAsABooleanIsMovedAsideWithTheNotice(flag: String) throws {
        let path = TestApp.freshStatePath()
        try writeSession(loggedInAs: flag, to: path)
        let app = try TestApp.launch(statePath: path)
        #expect(!app.session.isLoggedIn)
        #expect(app.notice?.contains("moved it to") == true)
        #expect(try filesBeside(path).contains { $0.hasPrefix("state.plist.corrupt-") })
    }
}
