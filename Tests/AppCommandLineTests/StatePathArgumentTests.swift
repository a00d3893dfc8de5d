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

    @Test(arguments: [
        ("http://127.0.0.1:8080/api?x=1", "it has a query (?x=1)"),
        ("http://127.0.0.1:8080/#frag", "it has a fragment"),
        ("HTTP://127.0.0.1:99999", "the port 99999"), ("file:///etc/passwd", "the scheme is 'file'"),
    ])
    func aContentURLThatCannotBeABaseURLIsRefusedNamingWhy(text: String, reason: String) {
        let error = #expect(throws: CommandUsageError.self) { try Invocation(parsing: ["--content-url", text]) }
        #expect(error?.message.hasPrefix("--content-url") == true)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func anUpperCaseSchemeIsTakenAsTheSameURL() throws {
        let invocation = try Invocation(parsing: ["--content-url", "HTTP://127.0.0.1:8080"])
        #expect(invocation.content == .url(try #require(URL(string: "http://127.0.0.1:8080"))))
    }
}
