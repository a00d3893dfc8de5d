import DesignSystem
import DesignSystemTestSupport
import Testing

private func strings(_ language: Language) throws -> LocalizedStrings {
    LocalizedStrings(catalog: try StringCatalogFixtures.catalog(StringCatalogFixtures.complete), language: language)
}

@Test func aKeyReadsInEachLanguage() throws {
    #expect(try strings(.english).localized("profile.logout") == "Log out")
    #expect(try strings(.german).localized("profile.logout") == "Abmelden")
    #expect(try strings(.arabic).localized("profile.logout") == "تسجيل الخروج")
}

@Test func englishAndGermanChooseOneOrOtherByTheCount() throws {
    #expect(try strings(.english).localized("bookmarks.count", 1) == "1 bookmark")
    #expect(try strings(.english).localized("bookmarks.count", 0) == "0 bookmarks")
    #expect(try strings(.english).localized("bookmarks.count", 2) == "2 bookmarks")
    #expect(try strings(.german).localized("bookmarks.count", 1) == "1 Lesezeichen")
}

@Test func arabicUsesAllSixPluralCategories() throws {
    let arabic = try strings(.arabic)
    #expect(arabic.localized("bookmarks.count", 0) == "لا توجد إشارات مرجعية")
    #expect(arabic.localized("bookmarks.count", 1) == "إشارة مرجعية واحدة")
    #expect(arabic.localized("bookmarks.count", 2) == "إشارتان مرجعيتان")
    #expect(arabic.localized("bookmarks.count", 3) == "3 إشارات مرجعية")
    #expect(arabic.localized("bookmarks.count", 11) == "11 إشارة مرجعية")
    #expect(arabic.localized("bookmarks.count", 100) == "100 إشارة مرجعية")
}

@Test func cldrArabicRulesFollowTheLastTwoDigits() {
    let expected: [(Int, PluralCategory)] = [
        (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other),
        (101, .other), (102, .other), (103, .few), (110, .few), (111, .many), (1_000, .other),
    ]
    for (count, category) in expected {
        #expect(PluralCategory.of(count, in: "ar") == category, "\(count)")
    }
    #expect(PluralCategory.of(1, in: "de") == .one)
    #expect(PluralCategory.of(0, in: "en") == .other)
}

@Test func theLastNumberArgumentChoosesThePluralForm() throws {
    let catalog = try StringCatalogFixtures.catalog([
        "limit": [
            "en": [
                "one": "At most %1$lld; it has %2$lld character", "other": "At most %1$lld; it has %2$lld characters",
            ]
        ]
    ])
    let english = LocalizedStrings(catalog: catalog, language: .english)
    #expect(english.localized("limit", 8, 1) == "At most 8; it has 1 character")
}

@Test func positionalArgumentsAreWrittenWhereTheTranslationPutsThem() throws {
    let catalog = try StringCatalogFixtures.catalog([
        "open": ["en": "Could not open %1$@: %2$@", "de": "%1$@: %2$@", "ar": "%2$@ ← %1$@"]
    ])
    #expect(LocalizedStrings(catalog: catalog, language: .arabic).localized("open", "A", "B") == "B ← A")
}

@Test func anUnknownKeyShowsItselfAndAMissingLanguageFallsBackToTheSource() throws {
    let catalog = try StringCatalogFixtures.catalog(["only.english": ["en": "Hello"]])
    #expect(LocalizedStrings(catalog: catalog, language: .german).localized("only.english") == "Hello")
    #expect(LocalizedStrings(catalog: catalog, language: .german).localized("no.such.key") == "no.such.key")
}

@Test func pseudoLanguagesDeriveFromEnglishAndLeaveArgumentsAlone() throws {
    let catalog = try StringCatalogFixtures.catalog([
        "hello": ["en": "Hello %@", "de": "Hallo %@", "ar": "مرحبًا %@"]
    ])
    func text(_ language: Language) -> String {
        LocalizedStrings(catalog: catalog, language: language).localized("hello", "zoe")
    }
    #expect(text(.doubleLength) == "Hello zoe Hello zoe")
    #expect(text(.accented) == "Héllö zoe")
    #expect(text(.bounded) == "[# Hello zoe #]")
    #expect(text(.rightToLeft) == "Hello zoe")
}

@Test func onlyArabicAndTheRightToLeftPseudoLanguageAreRightToLeft() {
    #expect(Language.allCases.filter(\.isRightToLeft) == [.arabic, .rightToLeft])
    #expect(Language.codes == ["en", "de", "ar", "double", "accented", "rtl", "bounded"])
}

@Test func aThemeSpeaksEnglishUntilToldOtherwise() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    #expect(theme.language == .english)
    #expect(theme.speaking(.german).language == .german)
}
