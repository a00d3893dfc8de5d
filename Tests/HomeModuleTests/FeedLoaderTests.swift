import ArticleKit
import Foundation
import Testing

@testable import HomeModule

@Suite struct FeedLoaderTests {
    @Test func bundledFeedHasAtLeastTwelveArticles() throws {
        #expect(try FeedLoader.bundled.get().count >= 12)
    }

    @Test func bundledFeedIDsCountUpFromH1() throws {
        let ids = try FeedLoader.bundled.get().map(\.id)
        #expect(ids == (1...ids.count).map { "h\($0)" })
    }

    @Test func bundledFeedSpansSeveralCategories() throws {
        #expect(Set(try FeedLoader.bundled.get().map(\.category)).count >= 4)
    }

    @Test func aMissingFieldIsReportedWithTheItemAndFieldName() {
        let data = Data(#"[{"id": "x", "title": "T", "category": "C", "summary": "S"}]"#.utf8)
        #expect {
            try ArticleLoader.decode(data, source: "test.json", as: FeedLoader.collection)
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == #"test.json: at item 0: expected the field "body", found none"#
        }
    }

    @Test func dataThatIsNotJSONIsRejectedWithWhatWasExpected() {
        #expect {
            try ArticleLoader.decode(Data("not json".utf8), source: "test.json", as: FeedLoader.collection)
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == "test.json: at the top level: expected a JSON list of items, found unreadable data"
        }
    }
}
