import FlowFileHost
import Foundation
import Testing

@testable import App

/// `App tokens resolve RESOLVER [--input NAME=VALUE]...`.
@MainActor
struct TokensResolveCommandTests {
    private let folder = TemporaryStateFolder()

    private func file(_ name: String, _ contents: String) throws -> String {
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private func resolver() throws -> String {
        _ = try file(
            "base.json",
            ##"{ "size": { "$type": "number", "$value": 1 }, "fg": { "$type": "number", "$value": "{size}" } }"##)
        _ = try file("dark.json", ##"{ "size": { "$type": "number", "$value": 2 } }"##)
        return try file(
            "r.resolver.json",
            ##"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """##)
    }

    @Test func printsTheMergedTokensForTheInputGiven() throws {
        let result = CommandLineRun(["tokens", "resolve", try resolver(), "--input", "theme=dark"])
        #expect(result.code == 0, "\(result.errors)")
        let tokens = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String: Any]]
        #expect(tokens?["size"]?["$value"] as? Int == 2)
        #expect(tokens?["fg"]?["$value"] as? String == "{size}")
    }

    @Test func aMissingInputIsAnErrorNamingTheContexts() throws {
        let result = CommandLineRun(["tokens", "resolve", try resolver()])
        #expect(result.code == 1)
        #expect(
            result.errors.contains(
                ##"r.resolver.json: missing modifier "theme": give --input theme=VALUE, VALUE one of "light", "dark""##)
        )
    }

    @Test func aBrokenAliasInTheResultIsAnError() throws {
        _ = try file("base.json", ##"{ "fg": { "$type": "number", "$value": "{nothing}" } }"##)
        let path = try file(
            "s.resolver.json",
            ##"{ "resolutionOrder": [{ "type": "set", "name": "b", "sources": [{ "$ref": "base.json" }] }] }"##)
        let result = CommandLineRun(["tokens", "resolve", path])
        #expect(result.code == 1)
        #expect(result.errors.contains("fg: alias {nothing} does not exist"))
    }

    @Test func badInputsAreUsageErrors() throws {
        let path = try resolver()
        #expect(CommandLineRun(["tokens", "resolve", path, "--input", "theme"]).code == 2)
        #expect(CommandLineRun(["tokens", "resolve", path, "--input", "theme=a", "--input", "theme=b"]).code == 2)
        #expect(CommandLineRun(["tokens", "resolve", folder.url.appendingPathComponent("none.json").path]).code == 2)
    }
}
