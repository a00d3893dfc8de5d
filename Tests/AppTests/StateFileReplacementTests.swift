import AppTestSupport
import Foundation
import Testing

@testable import App
@testable import SessionStore

/// Every write replaces the state file whole: another file takes the old one's name, so a
/// reader never sees half a session and a crash mid-write leaves the old one intact.
@MainActor
struct StateFileReplacementTests {
    private func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    private func session(in data: Data) throws -> [String: Any]? {
        let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return root?["session"] as? [String: Any]
    }

    @Test func eachWriteLeavesAnotherFileInPlaceOfTheOld() throws {
        let path = TestApp.freshStatePath()
        let app = try TestApp.launch(statePath: path, loggedIn: true)
        app.session.setBookmarked(true, id: "h0", title: "First", source: BookmarkSources.source(identifier: "home"))
        var previous = try inode(path)
        for id in ["h1", "h2", "h3"] {
            app.session.setBookmarked(
                true, id: id, title: "Item \(id)", source: BookmarkSources.source(identifier: "home"))
            let current = try inode(path)
            #expect(current != previous)
            previous = current
        }
    }

    @Test func aHandleOpenedBeforeAWriteStillReadsTheWholeOldSession() throws {
        let path = TestApp.freshStatePath()
        let app = try TestApp.launch(statePath: path, loggedIn: true)
        app.session.setBookmarked(
            true, id: "h1", title: "Coordinators", source: BookmarkSources.source(identifier: "home"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? reader.close() }
        app.session.markLoggedOut()
        let seenByTheOldHandle = try #require(try reader.readToEnd())
        #expect(seenByTheOldHandle == before)
        let old = try #require(try session(in: seenByTheOldHandle))
        #expect(old["email"] as? String == "ada@example.com")
        #expect((old["bookmarks"] as? [Any])?.count == 1)
        let current = try #require(try session(in: Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(current["email"] as? String == "")
    }
}
