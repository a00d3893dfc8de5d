import DesignSystem
import DesignSystemTestSupport
import DesignSystemTools
import Testing

/// Arguments a string numbers wrongly in every language alike, which comparing languages
/// cannot see: one argument written as two types, and positions left out below the highest.
@Suite struct StringCatalogArgumentNumberingTests {
    private let used: Set<String> = ["profile.logout", "bookmarks.count"]

    /// The findings for `profile.logout` written as `text` in every language.
    private func findings(everyLanguage text: String) throws -> [StringCatalogFinding] {
        var entries = StringCatalogFixtures.complete
        entries["profile.logout"] = ["en": text, "de": text, "ar": text]
        return StringCatalogCheck().findings(
            in: try StringCatalogFixtures.catalog(entries), named: "fixture.xcstrings", usedKeys: used)
    }

    @Test func anArgumentWrittenAsTwoTypesWithAGapAfterItIsReportedForBoth() throws {
        let found = try findings(everyLanguage: "%1$@ has %1$lld items, %5$@")
        let english = found.filter { $0.description.contains("'en'") }
        #expect(
            english.map(\.kind) == [
                .conflictingArgumentKinds(language: "en", argument: 1, kinds: ["%@", "%lld"]),
                .argumentGap(language: "en", highest: 5, missing: [2, 3, 4], missingCount: 3),
            ])
        #expect(found.count == 6)
        #expect(
            english.map(\.description) == [
                "fixture.xcstrings: profile.logout: conflicting argument types: 'en' writes argument 1 as %@ and "
                    + "%lld; give each argument one type",
                "fixture.xcstrings: profile.logout: gap in positional arguments: 'en' goes up to %5$ but never "
                    + "writes %2$, %3$, %4$; number the arguments from 1 without a gap",
            ])
    }

    @Test func anArgumentWrittenTwiceAsOneTypeAndPositionsInAnyOrderAreFine() throws {
        #expect(try findings(everyLanguage: "%2$@ then %1$@, again %2$@").isEmpty)
        #expect(try findings(everyLanguage: "%@ and %@").isEmpty)
    }

    @Test func pluralFormsOfOneLanguageAreReadTogether() throws {
        var entries = StringCatalogFixtures.complete
        entries["bookmarks.count"]?["en"] = ["one": "%1$@ bookmark", "other": "%1$lld bookmarks"]
        let found = StringCatalogCheck().findings(
            in: try StringCatalogFixtures.catalog(entries), named: "fixture.xcstrings", usedKeys: used)
        #expect(
            found.map(\.kind).contains(.conflictingArgumentKinds(language: "en", argument: 1, kinds: ["%@", "%lld"])))
    }

    @Test func aHugePositionIsCountedNotWalkedTo() throws {
        let found = try findings(everyLanguage: "%1$@ %999999999$@")
        let gap = try #require(found.first { $0.description.contains("'de'") })
        #expect(
            gap.kind
                == .argumentGap(
                    language: "de", highest: 999_999_999, missing: [2, 3, 4, 5, 6], missingCount: 999_999_997))
        #expect(
            gap.description.hasSuffix(
                "never writes %2$, %3$, %4$, %5$, %6$ and 999999992 more; number the "
                    + "arguments from 1 without a gap"))
    }
}
