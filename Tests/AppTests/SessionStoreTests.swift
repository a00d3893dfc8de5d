import ArticleKit
import Foundation
import Testing

@testable import App

@MainActor
struct SessionStoreTests {
    private let home = BookmarkSources.source(identifier: "home")
    private let explore = BookmarkSources.source(identifier: "explore")

    private func store(at path: String = TestApp.freshStatePath(), now: Date = Date(timeIntervalSince1970: 0))
        -> UserDefaultsSessionStore
    {
        _ = StateFile(path: path).prepare()
        return UserDefaultsSessionStore(file: StateFile(path: path)) { now }
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
        let contents = try String(contentsOfFile: StateFile(path: path).fileURL.path, encoding: .utf8)
        #expect(!contents.lowercased().contains("password"))
        #expect(contents.contains("ada@example.com"))
    }

    @Test func aStoreWithoutDefaultsKeepsTheSessionInMemory() {
        let session = UserDefaultsSessionStore(file: nil)
        session.markLoggedIn(email: "a@b.co", displayName: "A")
        #expect(session.isLoggedIn)
    }
}

struct SessionFileTests {
    @Test func theFileIsReplacedWholeWithOwnerOnlyPermissions() throws {
        let file = StateFile(path: TestApp.freshStatePath())
        _ = file.prepare()
        let session = UserDefaultsSessionStore(file: file)
        session.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: file.fileURL.deletingLastPathComponent().path)
        #expect(leftovers == ["state.plist"])
    }

    @Test func whatTheStoreWritesIsWhatUserDefaultsReads() throws {
        let file = StateFile(path: TestApp.freshStatePath())
        _ = file.prepare()
        UserDefaultsSessionStore(file: file).markLoggedIn(email: "ada@example.com", displayName: "Ada")
        let data = try Data(contentsOf: file.fileURL)
        #expect(StateFile.problem(with: data) == nil)
        let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        let session = try #require(root?[UserDefaultsSessionStore.sessionKey] as? [String: Any])
        #expect(SessionState(propertyList: session)?.email == "ada@example.com")
    }
}
