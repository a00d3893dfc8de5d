import FlowFileHost
import Foundation
import Testing

@testable import App

/// `App tokens check DIR --theme NAME` on a Tokens Studio folder written here.
@MainActor
struct TokensThemeCheckTests {
    private let folder = TemporaryStateFolder()

    private func write(_ name: String, _ contents: String) throws {
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// `core` holds the palette; `light` and `dark` both define `bg` (dark's alias is broken on
    /// purpose, so merging dark shows); `brand/a` is another group's theme.
    private func studioFolder() throws -> String {
        try write(
            "core.json",
            ##"{ "palette": { "white": { "$type": "color", "$value": "#ffffff" }, "size": { "$type": "fontSizes", "$value": "16" } } }"##
        )
        try write("light.json", ##"{ "bg": { "$type": "color", "$value": "{palette.white}" } }"##)
        try write("dark.json", ##"{ "bg": { "$type": "color", "$value": "{palette.black}" } }"##)
        try write("brand/a.json", ##"{ "brand": { "$type": "color", "$value": "{bg}" } }"##)
        try write("$metadata.json", ##"{ "tokenSetOrder": ["core", "light", "dark", "brand/a"] }"##)
        try write(
            "$themes.json",
            ##"""
            [
              { "id": "l", "name": "Light", "group": "mode", "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" } },
              { "id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
              { "id": "a", "name": "A", "group": "brand", "selectedTokenSets": { "brand/a": "enabled" } }
            ]
            """##)
        return folder.url.path
    }

    @Test func aThemeMergesExactlyTheSetsItEnablesWithTokensStudioTypesMapped() throws {
        let path = try studioFolder()
        let light = CommandLineRun(["tokens", "check", path, "--theme", "Light", "--legacy"])
        #expect(light.code == 0, "\(light.output)")
        #expect(light.output.hasSuffix("core.json + light.json: valid, 3 tokens"))
        #expect(light.output.contains("Tokens Studio types"))
        let dark = CommandLineRun(["tokens", "check", path, "--theme", "Dark", "--legacy"])
        #expect(dark.code == 1)
        #expect(dark.output.contains("bg: alias {palette.black} does not exist"))
    }

    @Test func themesOfDifferentGroupsCombineAndAlternativesAreRefused() throws {
        let path = try studioFolder()
        let combined = CommandLineRun(["tokens", "check", path, "--theme", "Light", "--theme", "brand/A", "--legacy"])
        #expect(combined.code == 0, "\(combined.output)")
        #expect(combined.output.hasSuffix("core.json + light.json + brand/a.json: valid, 4 tokens"))
        let both = CommandLineRun(["tokens", "check", path, "--theme", "Light", "--theme", "Dark"])
        #expect(both.code == 2)
        #expect(both.errors.contains("themes 'Light' and 'Dark' are alternatives (both in group 'mode')"))
    }

    @Test func anUnknownThemeOrAFolderWithoutThemesIsAUsageError() throws {
        let path = try studioFolder()
        let unknown = CommandLineRun(["tokens", "check", path, "--theme", "Blue"])
        #expect(unknown.code == 2)
        #expect(
            unknown.errors.contains("no theme 'Blue' in $themes.json; the themes are: mode/Light, mode/Dark, brand/A"))
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(CommandLineRun(["tokens", "check", empty.path, "--theme", "Light"]).code == 2)
    }
}
