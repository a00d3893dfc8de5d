import ArticleKit
import Foundation
import Testing

@testable import ExploreModule

@Suite struct CatalogueLoaderTests {
    @Test func bundledCatalogueHasAtLeastTwentyEntries() throws {
        #expect(try CatalogueLoader.bundled.get().count >= 20)
    }

    @Test func bundledCatalogueIDsCountUpFromE1() throws {
        let ids = try CatalogueLoader.bundled.get().map(\.id)
        #expect(ids == (1...ids.count).map { "e\($0)" })
    }

    @Test func bundledCatalogueSpansSeveralCategories() throws {
        #expect(Set(try CatalogueLoader.bundled.get().map(\.category)).count >= 5)
    }

    @Test func aFieldOfTheWrongTypeIsReportedWithItsPlace() {
        let data = Data(#"[{"id": "x", "title": 7, "category": "C", "summary": "S", "body": "B"}]"#.utf8)
        #expect {
            try ArticleLoader.decode(data, source: "test.json", as: CatalogueLoader.collection)
        } throws: { error in
            (error as? ArticleLoadingError)?.description.hasPrefix(
                #"test.json: at entry 0, "title": expected String, found something else"#) == true
        }
    }

    @Test func anEmptyCategoryIsReportedAsAnEntry() {
        let data = Data(#"[{"id": "x", "title": "T", "category": "", "summary": "S", "body": "B"}]"#.utf8)
        #expect {
            try ArticleLoader.decode(data, source: "test.json", as: CatalogueLoader.collection)
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == #"test.json: entry 0: expected a non-empty "category", found an empty one"#
        }
    }

    @Test func anObjectInsteadOfAListIsRejectedWithWhatWasExpected() {
        let data = Data(#"{"id": "x"}"#.utf8)
        #expect {
            try ArticleLoader.decode(data, source: "test.json", as: CatalogueLoader.collection)
        } throws: { error in
            (error as? ArticleLoadingError)?.description.hasPrefix("test.json: at the top level: expected") == true
        }
    }
}
