import Foundation
import HTTPServerKit
import Testing

@testable import App
@testable import Studio

/// What the command box and the recording may read: nothing outside the studio's folder. A
/// `.env` outside it stands for any file of the machine a page must not reach.
@Suite struct StudioCommandFileTests {
    /// A secret in a file outside every folder the studio serves, as `.env` files hold them.
    static let secret = "sk_live_51HxQnRk2eZvKYlo2C8pJm0abcdefghijklmnopqrstu"

    /// A folder outside the studio's, holding `.env` with the secret.
    private static func secretFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-outside-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(".env").path
        try Data("STRIPE_KEY=\(secret)\n".utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// `path` from the studio's folder up to `/` and down again, with `..`.
    private static func climbing(to path: String) -> String {
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        return String(repeating: "../", count: depth) + path.dropFirst()
    }

    private func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    @Test(arguments: [false, true])
    func aScriptOutsideTheStudiosFolderIsRefusedUnread(climbing: Bool) throws {
        let harness = try StudioHarness()
        let file = try Self.secretFile()
        let name = climbing ? Self.climbing(to: file) : file
        let response = harness.send("POST", "/api/command", json: "{\"source\": \"- runScript: \(name)\"}")
        #expect(!text(response).contains("sk_live"), "\(text(response))")
        #expect(response.status == .badRequest)
        #expect(text(response).contains("outside the studio's folder; name a script by its path inside"))
    }

    @Test(arguments: [false, true])
    func aFlowFileIsNotReadWhereverItIs(climbing: Bool) throws {
        let harness = try StudioHarness()
        let file = try Self.secretFile()
        let name = climbing ? Self.climbing(to: file) : file
        for source in ["- runFlow: \(name)", "- runFlow: {file: \(name)}", "- retry: {file: \(name)}"] {
            let response = harness.send("POST", "/api/command", json: "{\"source\": \"\(source)\"}")
            #expect(!text(response).contains("sk_live"), "\(text(response))")
            #expect(response.status == .badRequest, "\(source): \(text(response))")
        }
    }

    @Test func aScriptNestedInAnotherCommandIsCheckedToo() throws {
        let harness = try StudioHarness()
        let file = try Self.secretFile()
        let sources = [
            "- repeat: {times: 1, commands: [{runScript: \(file)}]}",
            "- runFlow: {commands: [{runScript: {file: \(file)}}]}",
            "- retry: {maxRetries: 1, commands: [{runScript: \(file)}]}",
            "- repeat: {while: {true: 'true'}, times: 1, commands: [{runScript: \(file)}]}",
        ]
        for source in sources {
            let response = harness.send("POST", "/api/command", json: "{\"source\": \"\(source)\"}")
            #expect(!text(response).contains("sk_live"), "\(source): \(text(response))")
            #expect(response.status == .badRequest, "\(source): \(text(response))")
        }
    }

    @Test func anEditedRecordingThatRunsAScriptOutsideTheFolderIsRefusedUnread() throws {
        let harness = try StudioHarness()
        let file = try Self.secretFile()
        for flow in [
            "appId: com.example.headless\\n---\\n- runScript: \(file)\\n",
            "appId: com.example.headless\\nonFlowStart:\\n  - runScript: \(file)\\n---\\n- back\\n",
        ] {
            #expect(harness.send("POST", "/api/flow", json: "{\"text\": \"\(flow)\"}").status == .ok)
            let response = harness.send("POST", "/api/flow/run")
            #expect(!text(response).contains("sk_live"), "\(text(response))")
            #expect(response.status == .badRequest)
        }
    }

    /// What the script's error says, after the step (which quotes the command as typed).
    private func scriptError(_ answer: [String: Any]) throws -> String {
        let error = try #require((answer["result"] as? [String: Any])?["error"] as? String)
        return String(try #require(error.range(of: "Script failed: ").map { error[$0.upperBound...] }))
    }

    @Test func anErrorNamesTheKindOfAValueNotTheValue() throws {
        let harness = try StudioHarness()
        let source = "- evalScript: ${var key = '\(Self.secret)'; key.owner = 1}"
        let error = try scriptError(try harness.post("/api/command", "{\"source\": \"\(source)\"}"))
        #expect(error == "cannot set property 'owner' of a string")
    }

    @Test func anErrorQuotesAtMost40CharactersOfTheTokenThatFailed() throws {
        let harness = try StudioHarness()
        let name = "x" + String(repeating: "y", count: 200)
        let error = try scriptError(try harness.post("/api/command", "{\"source\": \"- evalScript: ${\(name) + 1}\"}"))
        #expect(error == "x" + String(repeating: "y", count: 39) + "... is not defined")
    }
}
