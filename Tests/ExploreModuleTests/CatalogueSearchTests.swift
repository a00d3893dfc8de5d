import ArticleKit
import TestSupport
import Testing

@testable import ExploreModule

@Suite struct CatalogueSearchTests {
    let catalogue: [Article] = [
        .sample(id: "e1", title: "Naïve singletons", category: "Architecture"),
        .sample(id: "e2", title: "Déjà vu: replaying flows", category: "Testing"),
        .sample(id: "e3", title: "Contrast checks", category: "Accessibility"),
        .sample(id: "e4", title: "Snapshot references", category: "Testing"),
    ]

    private func ids(_ query: String) -> [String] {
        CatalogueSearch.filter(catalogue.map(SearchableCatalogueItem.init), query: query).map(\.id)
    }

    @Test func anEmptyQueryKeepsEveryEntryInOrder() {
        #expect(ids("") == ["e1", "e2", "e3", "e4"])
    }

    @Test func aWhitespaceOnlyQueryKeepsEveryEntry() {
        #expect(ids("   \t ") == ["e1", "e2", "e3", "e4"])
    }

    @Test func titlesMatchWhateverTheCase() {
        #expect(ids("SINGLETON") == ["e1"])
    }

    @Test func titlesMatchWithoutTheirDiacritics() {
        #expect(ids("naive") == ["e1"])
        #expect(ids("deja vu") == ["e2"])
    }

    @Test func diacriticsInTheQueryMatchPlainTitles() {
        #expect(ids("cöntrâst") == ["e3"])
    }

    @Test func categoriesMatchToo() {
        #expect(ids("testing") == ["e2", "e4"])
    }

    @Test func everyWordMustMatchTitleOrCategory() {
        #expect(ids("testing snapshot") == ["e4"])
    }

    @Test func aQueryMatchingNothingFindsNothing() {
        #expect(ids("kubernetes").isEmpty)
    }

    @Test func aTenThousandCharacterQueryFindsNothing() {
        #expect(ids(String(repeating: "a", count: 10_000)).isEmpty)
    }

    @Test func emojiAndOtherScriptsFindNothingWithoutFailing() {
        #expect(ids("🚀 модуль 模块").isEmpty)
    }
}
