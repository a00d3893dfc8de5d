import DesignSystem
import DesignSystemTestSupport
import DesignSystemTools
import Testing

private func findings(_ entries: [String: [String: Any]], used: Set<String>) throws -> [StringCatalogFinding.Kind] {
    StringCatalogCheck().findings(
        in: try StringCatalogFixtures.catalog(entries), named: "fixture.xcstrings", usedKeys: used
    ).map(\.kind)
}

private let allKeys: Set<String> = ["profile.logout", "bookmarks.count"]

@Test func aCompleteCatalogueUsedByTheCodeHasNoFindings() throws {
    #expect(try findings(StringCatalogFixtures.complete, used: allKeys) == [])
}

@Test func aMissingGermanStringIsAFinding() throws {
    var entries = StringCatalogFixtures.complete
    entries["profile.logout"]?["de"] = nil
    let found = StringCatalogCheck().findings(
        in: try StringCatalogFixtures.catalog(entries), named: "fixture.xcstrings", usedKeys: allKeys)
    #expect(found.map(\.kind) == [.missingTranslation(language: "de", categories: [])])
    #expect(
        found.first?.description
            == "fixture.xcstrings: profile.logout: missing translation: no 'de' string; add one")
}

@Test func anArabicPluralLackingCategoriesIsAFinding() throws {
    var entries = StringCatalogFixtures.complete
    entries["bookmarks.count"]?["ar"] = ["one": "إشارة مرجعية واحدة", "other": "%lld إشارة مرجعية"]
    #expect(
        try findings(entries, used: allKeys) == [
            .missingTranslation(language: "ar", categories: [.zero, .two, .few, .many])
        ])
}

@Test func aKeyNoCodeAsksForIsStale() throws {
    #expect(try findings(StringCatalogFixtures.complete, used: ["bookmarks.count"]) == [.staleKey])
}

@Test func aKeyTheCodeAsksForThatTheCatalogueLacksIsMissing() throws {
    let found = try findings(StringCatalogFixtures.complete, used: allKeys.union(["profile.edit"]))
    #expect(found == [.missingKey])
}

@Test func formatArgumentsThatDifferBetweenLanguagesAreAFinding() throws {
    var entries = StringCatalogFixtures.complete
    entries["profile.logout"] = ["en": "Log out %@", "de": "Abmelden %lld", "ar": "تسجيل الخروج %@"]
    #expect(
        try findings(entries, used: allKeys) == [
            .argumentsDiffer(language: "de", source: "1: %@", found: "1: %lld")
        ])
}

@Test func anArgumentLeftOutOfATranslationIsAFinding() throws {
    var entries = StringCatalogFixtures.complete
    entries["profile.logout"] = ["en": "Open %1$@: %2$@", "de": "%1$@ öffnen", "ar": "فتح %2$@ %1$@"]
    #expect(
        try findings(entries, used: allKeys) == [
            .argumentsDiffer(language: "de", source: "1: %@, 2: %@", found: "1: %@")
        ])
}

@Test func aSpecifierTheAppDoesNotWriteIsAFinding() throws {
    var entries = StringCatalogFixtures.complete
    entries["profile.logout"] = ["en": "Log out %s", "de": "Abmelden %s", "ar": "تسجيل الخروج %s"]
    #expect(
        try findings(entries, used: allKeys) == [
            .unsupportedSpecifier(language: "ar", specifier: "%s"),
            .unsupportedSpecifier(language: "de", specifier: "%s"),
            .unsupportedSpecifier(language: "en", specifier: "%s"),
        ])
}

@Test func aPluralCategoryCLDRDoesNotHaveIsRefusedWithTheFile() throws {
    let entries: [String: [String: Any]] = ["count": ["en": ["several": "%lld things", "other": "%lld things"]]]
    #expect(throws: StringCatalogError.self) { try StringCatalogFixtures.catalog(entries) }
}

@Test func theScannerFindsKeysPassedToLocalizedAndSkipsComments() {
    let source = """
        // strings.localized("in.a.comment")
        let title = strings.localized("profile.title")
        let count = strings.localized( "bookmarks.count", .number(rows.count))
        let other = strings.localized(key) + strings.localized("a\\(b)")
        """
    #expect(StringCatalogKeyScanner.keys(in: source) == ["profile.title", "bookmarks.count"])
}

@Test func theScannerReadsAHugeLineInOnePass() {
    let source = String(repeating: "localized(\"k\") ", count: 100_000)
    #expect(StringCatalogKeyScanner.keys(in: source) == ["k"])
}

@Test func theScannerFindsAKeyOnTheLineAfterTheCall() {
    let source = """
        let text = strings.localized(
            "validation.passwordTooShort", .number(8), .number(length))
        """
    #expect(StringCatalogKeyScanner.keys(in: source) == ["validation.passwordTooShort"])
}
