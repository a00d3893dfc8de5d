import Foundation
import Testing

@testable import DesignSystemTools

/// `App tokens check DIR --theme`: which sets a theme merges, in work proportional to them.
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

    @Test func twentyThousandSetsAreGatheredInOrder() throws {
        try studio(sets: 20_000)
        let sources = try TokensStudioThemes.sources(in: folder.url, themes: ["T"])
        #expect(sources.count == 20_000)
        #expect(sources.first?.name == "set0.json")
        #expect(sources.last?.name == "set19999.json")
    }

    /// Ordering 20,000 sets hashes and compares each name a few times; looking each up in the
    /// list of the others would compare names 200 million times. The work is counted, not timed.
    @Test func twentyThousandSetsAreOrderedInWorkProportionalToThem() {
        let work = CountedWork()
        let names = (0..<20_000).map { CountedName(text: "set\($0)", work: work) }
        // The metadata lists every other set, backwards; the rest follow in the themes' order.
        let order = Array(names.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).reversed())
        let rest = names.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
        let isWanted = Set(names)
        work.operations = 0
        let ordered = TokensStudioThemes.inSetOrder(names, isWanted: isWanted, order: order)
        #expect(ordered.map(\.text) == (order + rest).map(\.text))
        #expect(work.operations <= 20 * names.count, "\(work.operations) hashes and comparisons")
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

/// The hashes and comparisons made of `CountedName`s.
private final class CountedWork {
    var operations = 0
}

/// A set name that counts each time it is hashed or compared.
private struct CountedName: Hashable {
    let text: String
    let work: CountedWork

    static func == (left: Self, right: Self) -> Bool {
        left.work.operations += 1
        return left.text == right.text
    }

    func hash(into hasher: inout Hasher) {
        work.operations += 1
        hasher.combine(text)
    }
}
