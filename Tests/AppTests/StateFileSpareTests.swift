import AppTestSupport
import Foundation
import Testing

@testable import App

/// Each write goes to the emptied previous file (the spare) instead of a new one, and that
/// reuse never shows: not to a reader still holding an old file, not through another name
/// linked to it, not through a spare that is not a private file.
struct StateFileSpareTests {
    private let file: StateFile
    private var folder: URL { file.fileURL.deletingLastPathComponent() }
    private var spare: String { folder.appendingPathComponent(".state.plist.spare").path }

    init() {
        file = StateFile(path: TestApp.freshStatePath())
        _ = file.read()
    }

    private func write(email: String) throws {
        try file.write(SessionState(isLoggedIn: true, displayName: "Reader", email: email))
    }

    private func email(in data: Data) throws -> String? {
        let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return (root?["session"] as? [String: Any])?["email"] as? String
    }

    private func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    @Test func eachWriteGoesToTheFileThePreviousWriteReplaced() throws {
        try write(email: "first@example.com")
        var spareBefore: Int? = nil
        for index in 0..<4 {
            let replaced = try inode(file.fileURL.path)
            try write(email: "later\(index)@example.com")
            if let spareBefore { #expect(try inode(file.fileURL.path) == spareBefore) }
            let spareNow = try #require(try inode(spare))
            #expect(spareNow == replaced)
            spareBefore = spareNow
        }
        #expect(try email(in: Data(contentsOf: file.fileURL)) == "later3@example.com")
    }

    @Test func theSpareHoldsNothingAndOnlyItsOwnerMayOpenIt() throws {
        try write(email: "first@example.com")
        try write(email: "second@example.com")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".state.plist.spare", "state.plist",
            ])
        let attributes = try FileManager.default.attributesOfItem(atPath: spare)
        #expect(attributes[.size] as? Int == 0)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func aHandleHeldAcrossManyWritesStillReadsTheSessionItOpened() throws {
        try write(email: "first@example.com")
        let reader = try FileHandle(forReadingFrom: file.fileURL)
        defer { try? reader.close() }
        for index in 0..<4 { try write(email: "later\(index)@example.com") }
        #expect(try email(in: #require(try reader.readToEnd())) == "first@example.com")
        #expect(try email(in: Data(contentsOf: file.fileURL)) == "later3@example.com")
    }

    /// A file still open elsewhere cannot be emptied for reuse: it must lose its last name, or
    /// the replaced session would stay in the folder under the spare's name.
    @Test func aReplacedFileSomeoneStillReadsKeepsNoNameInTheFolder() throws {
        try write(email: "first@example.com")
        try write(email: "second@example.com")
        let reader = try FileHandle(forReadingFrom: file.fileURL)
        defer { try? reader.close() }
        try write(email: "third@example.com")
        var status = stat()
        #expect(fstat(reader.fileDescriptor, &status) == 0)
        #expect(status.st_nlink == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(data.range(of: Data("second@example.com".utf8)) == nil, "\(name) keeps the replaced session")
        }
    }

    @Test func anotherNameLinkedToTheStateFileKeepsItsSession() throws {
        try write(email: "first@example.com")
        try write(email: "second@example.com")
        let backup = folder.appendingPathComponent("backup.plist")
        try FileManager.default.linkItem(at: file.fileURL, to: backup)
        for index in 0..<3 { try write(email: "later\(index)@example.com") }
        #expect(try email(in: Data(contentsOf: backup)) == "second@example.com")
    }

    @Test func aSpareThatIsALinkElsewhereIsReplacedNotFollowed() throws {
        try write(email: "first@example.com")
        let elsewhere = folder.appendingPathComponent("elsewhere.txt")
        try Data("keep me".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: spare, withDestinationPath: elsewhere.path)
        try write(email: "second@example.com")
        try write(email: "third@example.com")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "keep me")
        #expect(try email(in: Data(contentsOf: file.fileURL)) == "third@example.com")
    }

    @Test func aSpareLeftLongerByAnInterruptedWriteIsCutToTheNewSession() throws {
        try write(email: "first@example.com")
        try write(email: "second@example.com")
        // What a write that stopped before its rename leaves: the spare, full of other bytes.
        try Data(repeating: 0x41, count: 4_096).write(to: URL(fileURLWithPath: spare))
        try write(email: "third@example.com")
        let data = try Data(contentsOf: file.fileURL)
        #expect(data.count < 4_096)
        #expect(try email(in: data) == "third@example.com")
    }

    @Test func afterALogoutNoFileBesideTheStateFileHoldsThePersonsSession() throws {
        let store = PropertyListSessionStore(file: file)
        store.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        store.updateProfile(displayName: "Ada Lovelace", email: "ada@example.com")
        store.markLoggedOut()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 2)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(data.range(of: Data("ada@example.com".utf8)) == nil, "\(name) still holds the session")
        }
    }
}
