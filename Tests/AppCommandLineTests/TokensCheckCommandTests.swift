import FlowFileHost
import Foundation
import Testing

@testable import App
@testable import AppCommandLine

/// `App tokens check FILE...` on files written to a temporary folder.
@MainActor
struct TokensCheckCommandTests {
    private let folder = TemporaryStateFolder()

    private func file(_ name: String, _ contents: String) throws -> String {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private func run(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        let commandLine = AppCommandLine(
            write: { output.append($0) }, writeError: { errors.append($0) }, readLine: { nil })
        let code = commandLine.run(["tokens", "check"] + arguments)
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    private let number = #"{ "n": { "$type": "number", "$value": 1 } }"#

    @Test func aValidForeignFileExitsZeroWithoutTheAppsRequirements() throws {
        let result = run([try file("a.tokens.json", number)])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output == "a.tokens.json: valid, 1 tokens")
    }

    @Test func anInvalidFileExitsOneWithEveryErrorAndItsPath() throws {
        let path = try file("bad.json", #"{ "a": { "$type": "number", "$value": "1" }, "b": { "$value": "{c}" } }"#)
        let result = run([path])
        #expect(result.code == 1)
        #expect(result.output.contains("bad.json: 2 errors"))
        #expect(result.output.contains("bad.json: a: invalid number value: expected a JSON number, found \"1\""))
        #expect(result.output.contains("bad.json: b: alias {c} does not exist"))
    }

    @Test func severalFilesAreMergedAsOneTree() throws {
        let base = try file("base.json", number)
        let theme = try file("theme.json", #"{ "alias": { "$value": "{n}" } }"#)
        #expect(run([theme]).code == 1)
        #expect(run([base, theme]).code == 0)
    }

    @Test func withAppTheAppsOwnRequirementsAreChecked() throws {
        let result = run(["--app", try file("a.json", number)])
        #expect(result.code == 1)
        #expect(result.output.contains("missing token: the app needs a color here"))
    }

    @Test func jsonFormatPrintsTheErrorsAsData() throws {
        let result = run([
            "--format", "json", try file("bad.json", ##"{ "a": { "$type": "color", "$value": "red" } }"##),
        ])
        #expect(result.code == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["valid"] as? Bool == false)
        let errors = object?["errors"] as? [[String: String]]
        #expect(errors?.first?["path"] == "a")
        #expect(errors?.first?["kind"] == "invalidValue")
    }

    @Test func aDirectoryOrAMissingFileIsAUsageErrorNamingThePath() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let directory = run([folder.url.path])
        #expect(directory.code == 2)
        #expect(directory.errors.contains("\(folder.url.path): is a directory, expected a tokens file"))
        let missing = run([folder.url.appendingPathComponent("none.json").path])
        #expect(missing.code == 2)
        #expect(missing.errors.contains("none.json: no such file"))
    }

    @Test func noFilesOrAnUnknownOptionIsAUsageError() {
        #expect(run([]).code == 2)
        #expect(run(["--strict", "x.json"]).code == 2)
        #expect(run(["--format", "xml", "x.json"]).code == 2)
    }

    @Test func aFileThatIsNotUTF8IsRefusedWithItsPlace() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent("latin1.json")
        try (Data("{\"caf".utf8) + Data([0xE9]) + Data("\": 1}".utf8)).write(to: url)
        let result = run([url.path])
        #expect(result.code == 1)
        #expect(
            result.output.contains(
                "latin1.json: expected JSON, found an error at line 1, column 6: expected UTF-8 text"))
    }
}
