import FlowFileHost
import Foundation
import Testing

@testable import App

/// `App tokens migrate FILE... (--write | --output DIR)`.
@MainActor
struct TokensMigrateCommandTests {
    private let folder = TemporaryStateFolder()

    private func file(_ name: String, _ contents: String) throws -> String {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private let legacy = ##"{ "a": { "$type": "duration", "$value": "200ms" } }"##
    private let migrated = ##"{ "a": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } } }"##

    @Test func writeReplacesTheFileAndSaysWhatChanged() throws {
        let path = try file("t.json", legacy)
        let result = CommandLineRun(["tokens", "migrate", "--write", path])
        #expect(result.code == 0, "\(result.errors)")
        #expect(result.output == "t.json: 1 value migrated (1 × duration strings (\"200ms\", \"0.2s\"))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == migrated)
        #expect(CommandLineRun(["tokens", "check", path]).code == 0)
    }

    @Test func outputWritesIntoTheFolderAndLeavesTheFileAlone() throws {
        let path = try file("t.json", legacy)
        let out = folder.url.appendingPathComponent("out").path
        #expect(CommandLineRun(["tokens", "migrate", "--output", out, path]).code == 0)
        #expect(try String(contentsOfFile: out + "/t.json", encoding: .utf8) == migrated)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == legacy)
    }

    @Test func valuesThatCannotBeMigratedAreListedAndExitOne() throws {
        let path = try file("em.json", #"{ "a": { "$type": "dimension", "$value": "1em" } }"#)
        let result = CommandLineRun(["tokens", "migrate", "--write", path])
        #expect(result.code == 1)
        #expect(result.output.contains("em.json:1: a: cannot migrate \"1em\": em is relative to the font size"))
    }

    @Test func outputRefusesASymbolicLinkOrANamedPipeInsteadOfWritingThroughIt() throws {
        let path = try file("t.json", legacy)
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victim = try file("victim.json", "keep")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("t.json").path, withDestinationPath: victim)
        let linked = CommandLineRun(["tokens", "migrate", "--output", out.path, path])
        #expect(linked.code == 2)
        #expect(linked.errors.contains("it is a symbolic link"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")

        let pipes = folder.url.appendingPathComponent("pipes")
        try FileManager.default.createDirectory(at: pipes, withIntermediateDirectories: true)
        #expect(mkfifo(pipes.appendingPathComponent("t.json").path, 0o600) == 0)
        let piped = CommandLineRun(["tokens", "migrate", "--output", pipes.path, path])
        #expect(piped.code == 2)
        #expect(piped.errors.contains("it is a named pipe"))

        let linkedFolder = folder.url.appendingPathComponent("linked-out")
        try FileManager.default.createSymbolicLink(atPath: linkedFolder.path, withDestinationPath: out.path)
        #expect(CommandLineRun(["tokens", "migrate", "--output", linkedFolder.path, path]).code == 2)
    }

    @Test func writeAndOutputAreExclusiveAndOneIsNeeded() throws {
        let path = try file("t.json", legacy)
        #expect(CommandLineRun(["tokens", "migrate", path]).code == 2)
        #expect(CommandLineRun(["tokens", "migrate", "--write", "--output", "x", path]).code == 2)
    }
}
