import Foundation
import Testing

@testable import HeadlessDefaults
@testable import SessionStore

/// What a change does to the file it replaces, and what a failed change leaves.
struct PublishedStateFileTests {
    nonisolated private static let loggedIn = SessionState(
        isLoggedIn: true, displayName: "Ada", email: "ada@example.com")

    /// A folder holding a state file written twice, as after a login and a logout.
    private func folderWithAStateFile() throws -> (folder: URL, path: String) {
        let folder = URL(fileURLWithPath: StatePaths.fresh()).deletingLastPathComponent()
        let path = folder.appendingPathComponent("state.plist").path
        let file = StateFile(path: path, durability: .relaxed)
        _ = file.read()
        try file.write(Self.loggedIn)
        try file.write(.empty)
        return (folder, path)
    }

    /// A program may resolve the state file's name to the old file just before the exchange and
    /// open it just after, without the folder's lock: it must read the old session whole. So no
    /// file that has held the name is written to or emptied again; it is only unlinked.
    @Test(arguments: Durability.allCases)
    func aFileThatHeldTheNameIsNeverChangedAgain(durability: Durability) throws {
        let (folder, path) = try folderWithAStateFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        for session in [Self.loggedIn, .empty, Self.loggedIn] {
            let recorder = try RecordingFileSystem(folder: folder)
            let published = try #require(recorder.initial.names["state.plist"])
            try StateFile(path: path, durability: durability, fileSystem: recorder).write(session)
            let changes = recorder.operations.filter { operation in
                if case let .write(file, _, _) = operation { file == published } else { false }
            }
            #expect(changes.isEmpty, "the old file was changed: \(recorder.operations)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names == ["state.plist"], "no name keeps the replaced session")
        }
    }

    /// When the folder cannot be flushed after the exchange, the change is undone: the name
    /// points at the old session again, as the session in memory (unchanged) says.
    @Test func aChangeWhoseFolderFlushFailsLeavesTheOldSession() throws {
        let (folder, path) = try folderWithAStateFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: path, durability: .full, fileSystem: FolderFlushFailing())
        #expect(throws: StateFileError.self) { try file.write(Self.loggedIn) }
        guard case let .usable(session) = StateFile(path: path).read() else {
            Issue.record("the state file became unreadable")
            return
        }
        #expect(session == .empty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
    }
}

/// The real calls, but flushing a folder fails as on a disk that reports an I/O error.
private struct FolderFlushFailing: StateFileSystem {
    let real = PosixStateFileSystem()

    func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        real.open(name, in: folder, flags: flags, mode: mode)
    }
    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool { real.write(bytes, to: descriptor) }
    func synchronize(_ descriptor: Int32) -> Int32 {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            errno = EIO
            return -1
        }
        return real.synchronize(descriptor)
    }
    func close(_ descriptor: Int32) -> Int32 { real.close(descriptor) }
    func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        real.exchange(first, second, in: folder)
    }
    func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        real.rename(name, to: destination, in: folder)
    }
    func unlink(_ name: String, in folder: Int32) -> Int32 { real.unlink(name, in: folder) }
}
