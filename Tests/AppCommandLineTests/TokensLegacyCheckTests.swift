import FlowFileHost
import Foundation
import Testing

@testable import App

/// `App tokens check` on files in forms from before DTCG 2025.10: one line per form and file,
/// `--legacy` to accept them, genuine errors with their fixes.
@MainActor
struct TokensLegacyCheckTests {
    private let folder = TemporaryStateFolder()

    private func file(_ name: String, _ contents: String) throws -> String {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private let hexColours = ##"""
        {
          "color": {
            "$type": "color",
            "a": { "$value": "#111111" },
            "b": { "$value": "#222222" },
            "c": { "$value": "#333333" }
          }
        }
        """##

    @Test func hexColourStringsAreOneFindingWithTheirCountExampleAndFix() throws {
        let result = CommandLineRun(["tokens", "check", try file("palette.json", hexColours)])
        #expect(result.code == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "palette.json: 1 error",
                "palette.json: 3 × hex colour strings (\"#rrggbb\"), a pre-2025.10 form, e.g. color.a at "
                    + "palette.json:4; fix: App tokens migrate palette.json --write",
            ])
    }

    @Test func legacyAcceptsEarlierFormsAsWarningsAndExitsZero() throws {
        let result = CommandLineRun(["tokens", "check", "--legacy", try file("palette.json", hexColours)])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.hasPrefix("warning: palette.json: 3 × hex colour strings"))
        #expect(result.output.hasSuffix("palette.json: valid, 3 tokens"))
    }

    @Test func legacyStillFailsOnAGenuineErrorAndGivesItsFix() throws {
        let path = try file(
            "mixed.json",
            ##"{ "a": { "$type": "color", "$value": "#fff" }, "b": { "$type": "dimension", "$value": "2em" } }"##)
        let result = CommandLineRun(["tokens", "check", "--legacy", path])
        #expect(result.code == 1)
        #expect(
            result.output.contains(
                "mixed.json: b: invalid dimension value: expected {\"value\": number, \"unit\": \"px\" or \"rem\"}"))
        #expect(result.output.contains("fix: em is relative to the font size where the value is used"))
    }

    @Test func jsonFormatListsEveryEarlierValue() throws {
        let result = CommandLineRun(["tokens", "check", "--format", "json", try file("palette.json", hexColours)])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let forms = object?["legacyForms"] as? [[String: Any]]
        #expect(forms?.count == 3)
        #expect(forms?.first?["form"] as? String == "hexColor")
        #expect(forms?.first?["line"] as? Int == 4)
        #expect(object?["valid"] as? Bool == false)
        let accepted = CommandLineRun([
            "tokens", "check", "--legacy", "--format", "json", try file("p.json", hexColours),
        ])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(accepted.output.utf8)) as? [String: Any])?["valid"] as? Bool
                == true)
    }
}
