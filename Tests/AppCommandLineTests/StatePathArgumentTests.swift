import CommandLineKit
import Foundation
import Testing

@testable import App
@testable import AppCommandLine

/// `--state` names a file; anything that cannot be one is bad usage, refused before a launch.
struct StatePathArgumentTests {
    private func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("state-path-tests-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("folder", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["", ".", "..", "./", "some/folder/", "/tmp/state/.", "/tmp/state/.."])
    func aPathThatCannotNameAFileIsRefused(path: String) {
        let error = #expect(throws: CommandUsageError.self) { try Invocation(parsing: ["--state", path]) }
        #expect(error?.message.hasPrefix("--state") == true)
    }

    @Test func anExistingFolderIsRefused() throws {
        let folder = try freshFolder()
        let error = #expect(throws: CommandUsageError.self) { try Invocation(parsing: ["--state", folder.path]) }
        #expect(error?.message.contains("is a folder") == true)
    }

    @Test(arguments: ["/tmp/somewhere/state.plist", "/tmp/somewhere/state", "relative/state.plist"])
    func aFilePathIsTaken(path: String) throws {
        #expect(try Invocation(parsing: ["--state", path]).launch.statePath == path)
    }

    @Test func theAppExitsWithTwoAndWritesNothingBesideTheFolder() throws {
        let folder = try freshFolder()
        let result = try AppProcess.run(["--state", folder.path + "/", "open", "example://home"])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("--state"))
        let parent = folder.deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["folder"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
