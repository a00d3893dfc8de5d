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
            try FeedLoader.decode(data, source: "test.json")
        } throws: { error in
            (error as? FeedError)?.description
                == #"test.json: at item 0: expected the field "body", found none"#
        }
    }

    @Test func aWhitespaceOnlyTitleIsRejected() {
        let data = Data(#"[{"id": "x", "title": "  ", "category": "C", "summary": "S", "body": "B"}]"#.utf8)
        #expect(throws: FeedError.emptyField(source: "test.json", index: 0, field: "title")) {
            try FeedLoader.decode(data, source: "test.json")
        }
    }

    @Test func aRepeatedIDIsRejected() {
        let data = Data(
            #"""
            [{"id": "x", "title": "One", "category": "C", "summary": "S", "body": "B"},
             {"id": "x", "title": "Two", "category": "C", "summary": "S", "body": "B"}]
            """#.utf8)
        #expect(throws: FeedError.duplicateID(source: "test.json", id: "x")) {
            try FeedLoader.decode(data, source: "test.json")
        }
    }

    @Test func aRepeatedTitleIsRejected() {
        let data = Data(
            #"""
            [{"id": "a", "title": "Same", "category": "C", "summary": "S", "body": "B"},
             {"id": "b", "title": "Same", "category": "C", "summary": "S", "body": "B"}]
            """#.utf8)
        #expect(throws: FeedError.duplicateTitle(source: "test.json", title: "Same")) {
            try FeedLoader.decode(data, source: "test.json")
        }
    }

    @Test func dataThatIsNotJSONIsRejectedWithWhatWasExpected() {
        #expect {
            try FeedLoader.decode(Data("not json".utf8), source: "test.json")
        } throws: { error in
            (error as? FeedError)?.description
                == "test.json: at the top level: expected a JSON list of items, found unreadable data"
        }
    }
}
