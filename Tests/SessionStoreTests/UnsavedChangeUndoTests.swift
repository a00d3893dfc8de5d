import Foundation
import HeadlessDefaults
import Testing

@testable import SessionStore

/// A change that cannot be saved does not happen: the session in memory stays the one the file
/// holds, so the app never shows what the next launch would not find.
@MainActor
@Suite struct UnsavedChangeUndoTests {
    private func store(on disk: FullDiskFileSystem) throws -> PropertyListSessionStore {
        let file = StateFile(path: StatePaths.fresh(), durability: .relaxed, fileSystem: disk)
        guard case .usable(let state) = file.read() else {
            throw StateFileError.system(.cannotRead, path: file.fileURL.path)
        }
        return PropertyListSessionStore(file: file, state: state)
    }

    @Test func aLoginThatCannotBeSavedLeavesThePersonLoggedOut() throws {
        let disk = FullDiskFileSystem()
        let store = try store(on: disk)
        var failures: [SessionSaveFailure] = []
        store.onSaveFailure = { failures.append($0) }
        disk.isFull = true
        store.markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
        #expect(!store.isLoggedIn)
        #expect(store.displayName.isEmpty)
        #expect(failures.map(\.change) == [.logIn])
        #expect(store.saveFailureCount == 1)
    }

    @Test func aLogoutThatCannotBeSavedKeepsTheSessionAndItsBookmarks() throws {
        let disk = FullDiskFileSystem()
        let store = try store(on: disk)
        store.markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
        store.setBookmarked(true, id: "h1", title: "Coordinators", sourceIdentifier: "home")
        disk.isFull = true
        store.markLoggedOut()
        #expect(store.isLoggedIn)
        #expect(store.email == "ada@example.com")
        #expect(store.bookmarks.map(\.id) == ["h1"])
    }

    @Test func aBookmarkRemovalThatCannotBeSavedPutsItBackInItsPlace() throws {
        let disk = FullDiskFileSystem()
        let store = try store(on: disk)
        for id in ["h1", "h2", "h3"] { store.setBookmarked(true, id: id, title: id, sourceIdentifier: "home") }
        disk.isFull = true
        store.removeBookmark(id: "h2")
        store.setBookmarked(true, id: "h4", title: "h4", sourceIdentifier: "explore")
        #expect(store.bookmarks.map(\.id) == ["h1", "h2", "h3"])
    }
}
