import Foundation
import Testing

@testable import DesignSystemTools

/// `App tokens check DIR --theme`: which sets a theme merges, in time proportional to them.
struct ThemeGatheringTests {
    private let folder = ScratchFolder()

    @Test func twoThemesWithoutAGroupAreAlternativesAndNeverMerged() throws {
        try folder.write("a.json", ##"{ "a": { "$type": "number", "$value": 1 } }"##)
        try folder.write("b.json", ##"{ "b": { "$type": "number", "$value": 2 } }"##)
        try folder.write(
            "$themes.json",
            ##"[{ "name": "A", "selectedTokenSets": { "a": "enabled" } }, { "name": "B", "selectedTokenSets": { "b": "enabled" } }]"##
        )
        #expect(throws: TokensStudioThemes.Failure.self) {
            try TokensStudioThemes.sources(in: folder.url, themes: ["A", "B"])
        }
        let run = TokensRun(["check", folder.path, "--theme", "A", "--theme", "B"])
        #expect(run.code == 2)
        #expect(run.errors.contains("themes 'A' and 'B' are alternatives (neither has a group)"))
    }

    /// `count` sets, each one token, all enabled by theme `T` in the metadata's order.
    private func studio(sets count: Int, tokenValue: String = "1") throws {
        let names = (0..<count).map { "set\($0)" }
        for name in names {
            folder.writeQuickly(name + ".json", ##"{ "\##(name)": { "$type": "number", "$value": \##(tokenValue) } }"##)
        }
        let enabled = names.map { ##""\##($0)": "enabled""## }.joined(separator: ", ")
        try folder.write("$themes.json", ##"[{ "name": "T", "selectedTokenSets": { \##(enabled) } }]"##)
        let order = names.map { ##""\##($0)""## }.joined(separator: ", ")
        try folder.write("$metadata.json", ##"{ "tokenSetOrder": [\##(order)] }"##)
    }

    @Test func twentyThousandSetsAreGatheredInOrderWithinTenSeconds() throws {
        try studio(sets: 20_000)
        let start = ContinuousClock.now
        let sources = try TokensStudioThemes.sources(in: folder.url, themes: ["T"])
        let elapsed = ContinuousClock.now - start
        #expect(sources.count == 20_000)
        #expect(sources.first?.name == "set0.json")
        #expect(sources.last?.name == "set19999.json")
        // About one second in a debug build on a loaded machine; looking each set up in the
        // list of the others (as before) took over half a minute.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func theErrorsOfManySetsNameThemWithoutRepeatingEverySetName() throws {
        try studio(sets: 2_000, tokenValue: #""one""#)
        let run = TokensRun(["check", folder.path, "--theme", "T"])
        #expect(run.code == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count > 2_000)
        #expect(lines.allSatisfy { $0.count < 300 }, "\(lines.map(\.count).max() ?? 0) characters")
        #expect(run.output.contains("set0.json + … + set1999.json (2000 files): 2000 errors"))
    }
}
