import Foundation
import Testing

/// `App tokens migrate --write`: each file replaced keeping its permissions, owner and other
/// names, only when nobody changed it meanwhile, and only after every input was read.
struct MigrateWriteTests {
    private let folder = ScratchFolder()
    private let legacy = ##"{ "a": { "$type": "dimension", "$value": "16px" } }"##
    private let migrated = ##"{ "a": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } }"##

    @Test func aPrivateFileStaysPrivate() throws {
        let path = try folder.write("t.json", legacy)
        #expect(chmod(path, 0o600) == 0)
        let run = TokensRun(["migrate", "--write", path])
        #expect(run.code == 0, "\(run.errors)")
        #expect(try folder.read("t.json") == migrated)
        #expect(folder.status("t.json").st_mode & 0o7777 == 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func theFileKeepsItsOwner() throws {
        let path = try folder.write("t.json", legacy)
        #expect(chown(path, 1234, 1234) == 0)
        #expect(TokensRun(["migrate", "--write", path]).code == 0)
        #expect(folder.status("t.json").st_uid == 1234)
        #expect(folder.status("t.json").st_gid == 1234)
    }

    @Test func aFileWithAHardLinkIsRefusedAndBothNamesKeepTheOldText() throws {
        let path = try folder.write("t.json", legacy)
        #expect(link(path, folder.url.appendingPathComponent("twin.json").path) == 0)
        let run = TokensRun(["migrate", "--write", path])
        #expect(run.code == 2)
        #expect(run.errors.contains("2 names (hard links)"))
        #expect(try folder.read("t.json") == legacy)
        #expect(try folder.read("twin.json") == legacy)
    }

    @Test func anEditMadeDuringTheRunIsNotOverwritten() throws {
        let path = try folder.write("t.json", legacy)
        let edit = ##"{ "a": { "$type": "dimension", "$value": "24px" } }"##
        // The summary is printed after the file was read and migrated, before it is written.
        let run = TokensRun(["migrate", "--write", path]) { _ in
            try? Data(edit.utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(run.code == 2)
        #expect(run.errors.contains("changed since it was read"))
        #expect(try folder.read("t.json") == edit)
    }

    @Test func aMissingFileLeavesTheFilesBeforeItUnwritten() throws {
        let one = try folder.write("one.json", legacy)
        let run = TokensRun(["migrate", "--write", one, folder.url.appendingPathComponent("missing.json").path])
        #expect(run.code == 2)
        #expect(run.errors.contains("missing.json: no such file"))
        #expect(try folder.read("one.json") == legacy)
    }

    @Test func aFileThatCannotBeReplacedLeavesTheOthersUnwritten() throws {
        let one = try folder.write("one.json", legacy)
        let two = try folder.write("two.json", legacy)
        #expect(link(two, folder.url.appendingPathComponent("twin.json").path) == 0)
        #expect(TokensRun(["migrate", "--write", one, two]).code == 2)
        #expect(try folder.read("one.json") == legacy)
        #expect(try folder.read("two.json") == legacy)
    }

    @Test func aNamedPipeSaysItIsAPipeNotThatPermissionIsMissing() throws {
        let path = folder.url.appendingPathComponent("pipe.json").path
        #expect(mkfifo(path, 0o600) == 0)
        for arguments in [["check", path], ["migrate", "--write", path], ["resolve", path]] {
            let run = TokensRun(arguments)
            #expect(run.code != 0, "\(arguments)")
            #expect(run.errors.contains("named pipe"), "\(arguments): \(run.errors)")
            #expect(!run.errors.contains("permission"), "\(arguments): \(run.errors)")
        }
    }
}
