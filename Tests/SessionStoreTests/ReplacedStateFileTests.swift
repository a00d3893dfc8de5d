import Foundation
import Testing

@testable import SessionStore

/// The file a write replaces loses its name without being changed: a reader still holding it,
/// or another name linked to it, keeps the session it had, and no name in the folder keeps a
/// replaced session.
struct ReplacedStateFileTests {
    private let file: StateFile
    private var folder: URL { file.fileURL.deletingLastPathComponent() }
    private var spare: String { folder.appendingPathComponent(".state.plist.spare").path }

    init() {
        file = StateFile(path: StatePaths.fresh())
        _ = file.read()
    }

    private func write(email: String) throws {
        try file.write(SessionState(isLoggedIn: true, displayName: "Reader", email: email))
    }

    private func email(in data: Data) throws -> String? {
        let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return (root?["session"] as? [String: Any])?["email"] as? String
    }

    @Test func eachWriteGoesToANewFileAndTheReplacedOneKeepsNoName() throws {
        try write(email: "first@example.com")
        var previous = "first@example.com"
        for index in 0..<4 {
            let replaced = try FileHandle(forReadingFrom: file.fileURL)
            defer { try? replaced.close() }
            try write(email: "later\(index)@example.com")
            var status = stat()
            #expect(fstat(replaced.fileDescriptor, &status) == 0 && status.st_nlink == 0)
            #expect(try email(in: #require(try replaced.readToEnd())) == previous)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
            previous = "later\(index)@example.com"
        }
        #expect(try email(in: Data(contentsOf: file.fileURL)) == "later3@example.com")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
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

    /// Earlier versions kept the emptied previous file as `.state.plist.spare`: a launch removes
    /// it, but never follows a link of that name.
    @Test func aSpareFromAnEarlierVersionIsRemovedAndALinkOfThatNameNeverFollowed() throws {
        try write(email: "first@example.com")
        try Data().write(to: URL(fileURLWithPath: spare))
        _ = file.read()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
        let elsewhere = folder.deletingLastPathComponent().appendingPathComponent("elsewhere-\(UUID()).txt")
        try Data("keep me".utf8).write(to: elsewhere)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createSymbolicLink(atPath: spare, withDestinationPath: elsewhere.path)
        _ = file.read()
        try write(email: "second@example.com")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "keep me")
        #expect(try email(in: Data(contentsOf: file.fileURL)) == "second@example.com")
    }

    @Test func afterALogoutNoFileBesideTheStateFileHoldsThePersonsSession() throws {
        let store = PropertyListSessionStore(file: file)
        store.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        store.updateProfile(displayName: "Ada Lovelace", email: "ada@example.com")
        store.markLoggedOut()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["state.plist"])
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(data.range(of: Data("ada@example.com".utf8)) == nil, "\(name) still holds the session")
        }
    }
}
