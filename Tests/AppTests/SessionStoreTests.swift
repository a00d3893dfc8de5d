import AppTestSupport
import ArticleKit
import Foundation
import Testing

@testable import App
@testable import SessionStore

@MainActor
struct SessionStoreTests {
    private let home = BookmarkSources.source(identifier: "home")
    private let explore = BookmarkSources.source(identifier: "explore")

    private func store(at path: String = TestApp.freshStatePath(), now: Date = Date(timeIntervalSince1970: 0))
        -> PropertyListSessionStore
    {
        let file = StateFile(path: path)
        guard case let .usable(state) = file.read() else {
            Issue.record("the state file at \(path) cannot be used")
            return PropertyListSessionStore(file: nil)
        }
        return PropertyListSessionStore(file: file, state: state) { now }
    }

    @Test func aNewStoreIsLoggedOutWithNoBookmarks() {
        let session = store()
        #expect(!session.isLoggedIn)
        #expect(session.savedBookmarks().isEmpty)
    }

    @Test func loggingInKeepsTheNameAndEmailAcrossReopening() {
        let path = TestApp.freshStatePath()
        store(at: path).markLoggedIn(email: "ada@example.com", displayName: "Ada")
        let reopened = store(at: path)
        #expect(reopened.isLoggedIn)
        #expect(reopened.email == "ada@example.com")
        #expect(reopened.displayName == "Ada")
    }

    @Test func bookmarksKeepTitleSourceAndTime() {
        let session = store(now: Date(timeIntervalSince1970: 42))
        session.setBookmarked(true, id: "h1", title: "Coordinators", source: home)
        let saved = session.savedBookmarks()
        #expect(saved.count == 1)
        #expect(saved.first?.id == "h1")
        #expect(saved.first?.title == "Coordinators")
        #expect(saved.first?.source == home)
        #expect(saved.first?.savedAt == Date(timeIntervalSince1970: 42))
    }

    @Test func bookmarkingTwiceKeepsOneBookmark() {
        let session = store()
        session.setBookmarked(true, id: "h1", title: "A", source: home)
        session.setBookmarked(true, id: "h1", title: "A", source: home)
        #expect(session.savedBookmarks().count == 1)
    }

    @Test func unbookmarkingAndRemovingBothDelete() {
        let session = store()
        session.setBookmarked(true, id: "h1", title: "A", source: home)
        session.setBookmarked(true, id: "e1", title: "B", source: explore)
        session.setBookmarked(false, id: "h1", title: "A", source: home)
        session.removeBookmark(id: "e1")
        #expect(session.savedBookmarks().isEmpty)
        #expect(!session.isBookmarked(id: "h1"))
    }

    @Test func loggingOutForgetsThePersonAndTheirBookmarks() {
        let session = store()
        session.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        session.setBookmarked(true, id: "h1", title: "A", source: home)
        session.markLoggedOut()
        #expect(!session.isLoggedIn)
        #expect(session.email.isEmpty)
        #expect(session.savedBookmarks().isEmpty)
    }

    @Test func theStateFileNeverHoldsAPassword() throws {
        let path = TestApp.freshStatePath()
        let session = store(at: path)
        session.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        // Binary, but its ASCII strings are stored as they are, so a plain search finds them.
        let contents = String(decoding: try Data(contentsOf: StateFile(path: path).fileURL), as: UTF8.self)
        #expect(!contents.lowercased().contains("password"))
        #expect(contents.contains("ada@example.com"))
    }

    @Test func aStoreWithoutDefaultsKeepsTheSessionInMemory() {
        let session = PropertyListSessionStore(file: nil)
        session.markLoggedIn(email: "a@b.co", displayName: "A")
        #expect(session.isLoggedIn)
    }
}

struct SessionFileTests {
    @Test func theFileIsReplacedWholeWithOwnerOnlyPermissions() throws {
        let file = StateFile(path: TestApp.freshStatePath())
        _ = file.read()
        let session = PropertyListSessionStore(file: file)
        session.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: file.fileURL.deletingLastPathComponent().path)
        #expect(leftovers == ["state.plist"])
    }

    @Test func theStoreWritesABinaryPropertyListFoundationReads() throws {
        let file = StateFile(path: TestApp.freshStatePath())
        _ = file.read()
        PropertyListSessionStore(file: file).markLoggedIn(email: "ada@example.com", displayName: "Ada")
        var format = PropertyListSerialization.PropertyListFormat.xml
        let root =
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: file.fileURL), format: &format) as? [String: Any]
        #expect(format == .binary)
        let session = try #require(root?["session"] as? [String: Any])
        #expect(session["email"] as? String == "ada@example.com")
        #expect(session["isLoggedIn"] as? Bool == true)
    }
}
