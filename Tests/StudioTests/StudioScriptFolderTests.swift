import Foundation
import HTTPServerKit
import Testing

@testable import App
@testable import Studio

/// The scripts the studio runs are the `.js` files of the folder it serves, read as they are,
/// wherever the studio's process runs; nothing a link or a name leads to outside it.
@Suite struct StudioScriptFolderTests {
    /// A served folder and a folder beside it, each with a secret and a script.
    private struct Folders {
        let served: String
        let outside: String

        init() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("studio-folders-\(UUID())").path
            served = root + "/served"
            // A sibling whose name starts with the served folder's: only a whole folder name matches.
            outside = root + "/served-outside"
            for folder in [served + "/scripts", outside] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try write("output.greeting = 'Hi ' + NAME\n", to: served + "/scripts/greet.js")
            try write("STRIPE_KEY=\(StudioCommandFileTests.secret)\n", to: served + "/.env")
            try write("STRIPE_KEY=\(StudioCommandFileTests.secret)\n", to: outside + "/leak.js")
            try FileManager.default.createSymbolicLink(
                atPath: served + "/link.js", withDestinationPath: outside + "/leak.js")
            try FileManager.default.createSymbolicLink(
                atPath: served + "/env.js", withDestinationPath: served + "/.env")
        }

        private func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    private func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    /// The message of an answer refused with 400.
    private func refusal(_ response: HTTPResponse) throws -> String {
        #expect(response.status == .badRequest)
        return try #require(try StudioHarness.object(response)["error"] as? String)
    }

    private func command(_ harness: StudioHarness, _ source: String) -> HTTPResponse {
        harness.send("POST", "/api/command", json: "{\"source\": \"\(source)\"}")
    }

    @Test func aScriptInsideTheFolderRunsWhereverTheProcessRuns() throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let source =
            "- runScript: {file: scripts/greet.js, env: {NAME: Ada}}\\n- assertTrue: ${output.greeting == 'Hi Ada'}"
        let answer = try StudioHarness.object(command(harness, source))
        #expect(StudioHarness.passed(answer), "\(answer)")
        let dotted = try StudioHarness.object(
            command(harness, "- runScript: {file: ./scripts//greet.js, env: {NAME: B}}"))
        #expect(StudioHarness.passed(dotted), "\(dotted)")
    }

    @Test(arguments: ["link.js", "env.js", ".env", "../served-outside/leak.js", "scripts/../.env", "scripts"])
    func aScriptThatIsNotAJavaScriptFileInsideTheFolderIsRefusedUnread(_ name: String) throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let response = command(harness, "- runScript: \(name)")
        #expect(response.status == .badRequest, "\(text(response))")
        #expect(!text(response).contains("sk_live"), "\(text(response))")
    }

    @Test func anAbsolutePathIntoTheFolderIsRefusedAsAnyAbsolutePathIs() throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let message = try refusal(command(harness, "- runScript: \(folders.served)/scripts/greet.js"))
        #expect(message.contains("is outside the studio's folder; name a script by its path inside"), "\(message)")
    }

    @Test func aMissingScriptIsNamedInTheAnswer() throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let message = try refusal(command(harness, "- runScript: scripts/missing.js"))
        #expect(message == "line 1: runScript: no script at 'scripts/missing.js' in \(folders.served)")
    }

    @Test func aPathOutsideIsRefusedBeforeTheDiskIsAskedWhetherItExists() throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let existing = try refusal(command(harness, "- runScript: ../served-outside/leak.js"))
        let missing = try refusal(command(harness, "- runScript: ../served-outside/none.js"))
        #expect(existing.replacingOccurrences(of: "leak.js", with: "none.js") == missing)
        #expect(missing.contains("is outside the studio's folder; name a script by its path inside"), "\(missing)")
    }

    @Test func aFileThatIsNotJavaScriptIsRefusedByItsName() throws {
        let folders = try Folders()
        let harness = try StudioHarness(folder: folders.served)
        let message = try refusal(command(harness, "- runScript: .env"))
        #expect(message == "line 1: runScript: '.env' is not a JavaScript file; the studio runs only .js scripts")
    }

    @Test func aScriptThatFailsQuotesAtMostTheTokenThatFailedCutShort() throws {
        let folders = try Folders()
        try Data("var key = 'sk_live_\(String(repeating: "s", count: 80))'; key.owner = 1\n".utf8)
            .write(to: URL(fileURLWithPath: folders.served + "/scripts/owner.js"))
        try Data("sk_live_\(String(repeating: "n", count: 80)) + 1\n".utf8)
            .write(to: URL(fileURLWithPath: folders.served + "/scripts/name.js"))
        let harness = try StudioHarness(folder: folders.served)
        for script in ["owner", "name"] {
            let answer = try StudioHarness.object(command(harness, "- runScript: scripts/\(script).js"))
            let error = try #require((answer["result"] as? [String: Any])?["error"] as? String)
            #expect(!error.contains(String(repeating: "s", count: 40)), "\(error)")
            #expect(!error.contains(String(repeating: "n", count: 40)), "\(error)")
        }
    }
}
