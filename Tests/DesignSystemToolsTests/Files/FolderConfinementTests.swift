import Foundation
import Testing

@testable import DesignSystemTools

/// `App tokens check DIR --theme` and `App tokens resolve` read files only inside their folder,
/// by one rule: a symbolic link that leads out of it, to a file or to a folder, is refused
/// before anything in it is read, and a link that stays inside is followed.
struct FolderConfinementTests {
    private let folder = ScratchFolder()
    private let secret = ##"{ "secret": { "$type": "color", "$value": "#zzzzzz" } }"##

    /// A Tokens Studio folder `tokens` whose one theme `T` enables the set `core`.
    private func studio(set: String = "core") throws -> String {
        try folder.write("tokens/$themes.json", ##"[{ "name": "T", "selectedTokenSets": { "\##(set)": "enabled" } }]"##)
        return folder.url.appendingPathComponent("tokens").path
    }

    /// A resolver in `tokens` whose one set reads `core.json`.
    private func resolver() throws -> String {
        try folder.write(
            "tokens/r.resolver.json",
            ##"{ "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "core.json" }] }] }"##)
    }

    private func expectRefusedWithoutReadingIt(_ run: TokensRun) {
        #expect(run.code != 0)
        #expect((run.output + run.errors).contains("leads out of the folder through a symbolic link"), "\(run.errors)")
        #expect(!(run.output + run.errors).contains("zzzzzz"), "the outside file's tokens were read")
    }

    @Test func aSetLinkedToAFileOutsideIsRefusedByBothCommands() throws {
        try folder.write("outside/secret.json", secret)
        try folder.link("tokens/core.json", to: "../outside/secret.json")
        expectRefusedWithoutReadingIt(TokensRun(["check", try studio(), "--theme", "T"]))
        expectRefusedWithoutReadingIt(TokensRun(["resolve", try resolver()]))
    }

    @Test func aSetInAFolderLinkedOutsideIsRefusedByBothCommands() throws {
        try folder.write("outside/core.json", secret)
        try folder.link("tokens/linked", to: "../outside")
        expectRefusedWithoutReadingIt(TokensRun(["check", try studio(set: "linked/core"), "--theme", "T"]))
        try folder.write(
            "tokens/r.resolver.json",
            ##"{ "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "linked/core.json" }] }] }"##)
        expectRefusedWithoutReadingIt(
            TokensRun(["resolve", folder.url.appendingPathComponent("tokens/r.resolver.json").path]))
    }

    @Test func aLinkIntoASiblingFolderWhoseNameStartsTheSameIsOutside() throws {
        try folder.write("tokens-private/core.json", secret)
        try folder.link("tokens/core.json", to: "../tokens-private/core.json")
        expectRefusedWithoutReadingIt(TokensRun(["check", try studio(), "--theme", "T"]))
        expectRefusedWithoutReadingIt(TokensRun(["resolve", try resolver()]))
    }

    @Test func aThemesFileLinkedOutsideIsRefused() throws {
        try folder.write("outside/$themes.json", ##"[{ "name": "T", "selectedTokenSets": {} }]"##)
        try folder.link("tokens/$themes.json", to: "../outside/$themes.json")
        let run = TokensRun(["check", folder.url.appendingPathComponent("tokens").path, "--theme", "T"])
        #expect(run.code == 2)
        #expect(run.errors.contains("leads out of the folder through a symbolic link"), "\(run.errors)")
    }

    @Test func aLinkThatStaysInsideIsFollowed() throws {
        try folder.write("tokens/shared/core.json", ##"{ "n": { "$type": "number", "$value": 1 } }"##)
        try folder.link("tokens/core.json", to: "shared/core.json")
        let check = TokensRun(["check", try studio(), "--theme", "T"])
        #expect(check.code == 0, "\(check.errors)")
        let resolve = TokensRun(["resolve", try resolver()])
        #expect(resolve.code == 0, "\(resolve.errors)")
        #expect(resolve.output.contains(#""n": {"#))
    }
}
