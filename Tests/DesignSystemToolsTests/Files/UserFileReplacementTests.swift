import CommandLineKit
import Foundation
import Testing

/// `UserFileReplacement`: a person's file replaced whole, keeping everything but its text,
/// never through a link, never over an edit made meanwhile.
struct UserFileReplacementTests {
    private let folder = ScratchFolder()

    private func replace(
        _ name: String, with text: String, calls: any FileSystemCalls = PosixFileSystemCalls()
    ) throws {
        let original = try InputFile.read(folder.url.appendingPathComponent(name).path)
        try UserFileReplacement(calls: calls).replace(original, with: Array(text.utf8))
    }

    @Test(arguments: [0o600, 0o640, 0o604] as [mode_t])
    func theFileKeepsItsPermissions(permissions: mode_t) throws {
        let path = try folder.write("t.json", "old")
        #expect(chmod(path, permissions) == 0)
        try replace("t.json", with: "new")
        #expect(try folder.read("t.json") == "new")
        #expect(folder.status("t.json").st_mode & 0o7777 == permissions)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func theFileKeepsItsOwnerGroupAndSetIDBits() throws {
        let path = try folder.write("t.json", "old")
        #expect(chown(path, 1234, 4321) == 0)
        // Giving a file to another owner clears its set-id bits: they are set after.
        #expect(chmod(path, 0o6755) == 0)
        try replace("t.json", with: "new")
        let status = folder.status("t.json")
        #expect(status.st_uid == 1234)
        #expect(status.st_gid == 4321)
        #expect(status.st_mode & 0o7777 == 0o6755)
    }

    @Test func theOwnerIsGivenBackBeforeThePermissionsAreSet() throws {
        try folder.write("t.json", "old")
        let calls = RecordingFileSystemCalls()
        // As if the new file had been created by another user: its owner must be given back.
        calls.reportedOwner = geteuid() &+ 1
        try replace("t.json", with: "new", calls: calls)
        let owner = try #require(calls.calls.firstIndex(of: "changeOwner"))
        let permissions = try #require(calls.calls.firstIndex(of: "changePermissions"))
        #expect(owner < permissions)
    }

    @Test func aFileWithASecondNameIsRefusedAndBothNamesKeepTheirText() throws {
        let path = try folder.write("t.json", "old")
        #expect(link(path, folder.url.appendingPathComponent("twin.json").path) == 0)
        #expect(throws: FileAccessError.self) { try replace("t.json", with: "new") }
        #expect(try folder.read("t.json") == "old")
        #expect(try folder.read("twin.json") == "old")
        #expect(folder.status("t.json").st_ino == folder.status("twin.json").st_ino)
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetLeftAlone() throws {
        let target = try folder.write("target.json", "old")
        try folder.link("t.json", to: target)
        let refusal = UserFileReplacement().refusal(toReplace: folder.url.appendingPathComponent("t.json").path)
        #expect(refusal?.contains("symbolic link") == true)
        #expect(throws: FileAccessError.self) { try replace("t.json", with: "new") }
        #expect(try folder.read("target.json") == "old")
    }

    @Test func anEditThatKeepsTheSizeAndTheTimeIsStillSeen() throws {
        let path = try folder.write("t.json", "old text")
        let original = try InputFile.read(path)
        try Data("new text".utf8).write(to: URL(fileURLWithPath: path))
        // The edit lands within the clock tick of the read: same size, same time.
        var times = [
            timespec(tv_sec: original.version.modifiedSeconds, tv_nsec: original.version.modifiedNanoseconds),
            timespec(tv_sec: original.version.modifiedSeconds, tv_nsec: original.version.modifiedNanoseconds),
        ]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let error = #expect(throws: FileAccessError.self) {
            try UserFileReplacement().replace(original, with: Array("migrated".utf8))
        }
        #expect(error?.reason.contains("changed since it was read") == true)
        #expect(try folder.read("t.json") == "new text")
    }

    @Test func anEditMadeWhileTheNewFileIsWrittenIsKept() throws {
        let path = try folder.write("t.json", "old")
        let calls = RecordingFileSystemCalls()
        var edited = false
        calls.before = { call in
            // The new file is written and about to be flushed: the slow part, when an edit lands.
            guard call == "synchronize", !edited else { return }
            edited = true
            try? Data("edited meanwhile".utf8).write(to: URL(fileURLWithPath: path))
        }
        let error = #expect(throws: FileAccessError.self) { try replace("t.json", with: "new", calls: calls) }
        #expect(error?.reason.contains("changed since it was read") == true)
        #expect(try folder.read("t.json") == "edited meanwhile")
        #expect(try folder.names() == ["t.json"])
    }

    @Test func theNewFileReachesTheDiskBeforeItTakesTheNameAndTheFolderAfter() throws {
        try folder.write("t.json", "old")
        let calls = RecordingFileSystemCalls()
        try replace("t.json", with: "new", calls: calls)
        let order = calls.calls
        let write = try #require(order.firstIndex(of: "write"))
        let flush = try #require(order.firstIndex(of: "synchronize"))
        let rename = try #require(order.firstIndex(of: "rename"))
        let folderFlush = try #require(order.lastIndex(of: "synchronize"))
        #expect(write < flush)
        #expect(flush < rename)
        #expect(rename < folderFlush)
        #expect(try folder.read("t.json") == "new")
    }

    @Test(arguments: ["write", "synchronize", "changePermissions", "rename"])
    func aFailedStepLeavesTheFileAsItWasAndNothingBesideIt(step: String) throws {
        try folder.write("t.json", "old")
        let calls = RecordingFileSystemCalls()
        calls.failing = [step]
        #expect(throws: FileAccessError.self) { try replace("t.json", with: "new", calls: calls) }
        #expect(try folder.read("t.json") == "old")
        #expect(try folder.names() == ["t.json"])
    }

    @Test func aNewFileIsWrittenWhereNothingWas() throws {
        let path = folder.url.appendingPathComponent("new.json").path
        try UserFileReplacement().write(Array("new".utf8), to: path)
        #expect(try folder.read("new.json") == "new")
    }

    @Test func aNamedPipeIsReadAsNothingAndSaysWhatItIs() throws {
        let path = folder.url.appendingPathComponent("pipe.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let error = #expect(throws: FileAccessError.self) { try InputFile.read(path) }
        #expect(error?.reason.contains("named pipe") == true)
        #expect(error?.reason.contains("permission") == false)
        #expect(UserFileReplacement().refusal(toReplace: path)?.contains("named pipe") == true)
    }
}
