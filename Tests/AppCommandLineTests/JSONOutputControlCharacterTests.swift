import AppTestSupport
import FlowFileHost
import Foundation
import Testing

@testable import App

/// Commands that print JSON print JSON whatever the text they carry: DEL and the C1 controls
/// (U+0080 to U+009F), which a search field, a token name or a token value can hold, reach the
/// terminal as JSON escapes, and the console has nothing left to escape in its own notation.
@MainActor @Suite struct JSONOutputControlCharacterTests {
    private let folder = TemporaryStateFolder()
    /// DEL, then the first and the last C1 control, between letters.
    private let controls = "a\u{7F}b\u{80}c\u{9F}d"

    private func file(_ name: String, _ contents: String) throws -> String {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private func json(_ output: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(output.utf8))
    }

    @Test func theHierarchyOfASearchForControlCharactersIsJSON() throws {
        let state = TestApp.freshStatePath()
        _ = try TestApp.launch(statePath: state, loggedIn: true)
        let query = try #require(controls.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let run = CommandLineRun(["--state", state, "hierarchy", "--open", "example://explore?q=" + query])
        #expect(run.code == 0, "\(run.errors)")
        #expect(!run.output.contains("\\u{"))
        var values: [String] = []
        var stack = [try #require(try json(run.output) as? [String: Any])]
        while let node = stack.popLast() {
            if let value = (node["attributes"] as? [String: String])?["value"] { values.append(value) }
            stack += node["children"] as? [[String: Any]] ?? []
        }
        #expect(values.contains(controls))
    }

    @Test func theTokenCheckOfANameWithControlCharactersIsJSON() throws {
        let path = try file("names.json", "{ \"\(controls)\": { \"$type\": \"color\", \"$value\": \"red\" } }")
        let run = CommandLineRun(["tokens", "check", "--format", "json", path])
        #expect(run.code == 1)
        #expect(!run.output.contains("\\u{"))
        let report = try #require(try json(run.output) as? [String: Any])
        let errors = try #require(report["errors"] as? [[String: String]])
        #expect(errors.first?["path"] == controls)
    }

    @Test func theResolvedTokensOfAValueWithControlCharactersAreJSON() throws {
        _ = try file("base.json", "{ \"label\": { \"$type\": \"fontFamily\", \"$value\": \"\(controls)\" } }")
        let resolver = try file(
            "r.resolver.json",
            ##"{ "resolutionOrder": [{ "type": "set", "name": "b", "sources": [{ "$ref": "base.json" }] }] }"##)
        let run = CommandLineRun(["tokens", "resolve", resolver])
        #expect(run.code == 0, "\(run.errors)")
        #expect(!run.output.contains("\\u{"))
        let tokens = try #require(try json(run.output) as? [String: [String: Any]])
        #expect(tokens["label"]?["$value"] as? String == controls)
    }
}
