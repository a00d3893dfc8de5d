import Foundation
import Testing

@testable import ArticleKit

@Suite struct ArticleLoaderTests {
    let collection = ArticleCollection(
        name: "reading list", resource: "reading", owner: "ReaderModule", element: "article", elements: "articles")

    private func decode(_ json: String) throws(ArticleLoadingError) -> [Article] {
        try ArticleLoader.decode(Data(json.utf8), source: "test.json", as: collection)
    }

    @Test func aWellFormedListDecodesInOrder() throws {
        let articles = try decode(
            #"""
            [{"id": "a", "title": "One", "category": "C", "summary": "S", "body": "B"},
             {"id": "b", "title": "Two", "category": "C", "summary": "S", "body": "B"}]
            """#)
        #expect(articles.map(\.id) == ["a", "b"])
    }

    @Test func aMissingFieldIsReportedWithTheElementAndFieldName() {
        #expect {
            try decode(#"[{"id": "x", "title": "T", "category": "C", "summary": "S"}]"#)
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == #"test.json: at article 0: expected the field "body", found none"#
        }
    }

    @Test func aWhitespaceOnlyTitleIsRejected() {
        #expect(throws: ArticleLoadingError(.emptyField(source: "test.json", index: 0, field: "title"), in: collection))
        {
            try decode(#"[{"id": "x", "title": "  ", "category": "C", "summary": "S", "body": "B"}]"#)
        }
    }

    @Test func anEmptyFieldIsNamedWithTheCollectionsElement() {
        let error = ArticleLoadingError(.emptyField(source: "test.json", index: 2, field: "body"), in: collection)
        #expect(error.description == #"test.json: article 2: expected a non-empty "body", found an empty one"#)
    }

    @Test func aRepeatedIDIsRejected() {
        #expect(throws: ArticleLoadingError(.duplicateID(source: "test.json", id: "x"), in: collection)) {
            try decode(
                #"""
                [{"id": "x", "title": "One", "category": "C", "summary": "S", "body": "B"},
                 {"id": "x", "title": "Two", "category": "C", "summary": "S", "body": "B"}]
                """#)
        }
    }

    @Test func aRepeatedTitleIsRejected() {
        #expect(throws: ArticleLoadingError(.duplicateTitle(source: "test.json", title: "Same"), in: collection)) {
            try decode(
                #"""
                [{"id": "a", "title": "Same", "category": "C", "summary": "S", "body": "B"},
                 {"id": "b", "title": "Same", "category": "C", "summary": "S", "body": "B"}]
                """#)
        }
    }

    @Test func dataThatIsNotJSONIsRejectedWithWhatWasExpected() {
        #expect {
            try decode("not json")
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == "test.json: at the top level: expected a JSON list of articles, found unreadable data"
        }
    }

    @Test func aResourceMissingFromTheBundleNamesTheCollectionAndItsOwner() {
        #expect {
            try ArticleLoader.loadBundled(collection, from: Bundle(for: BundleMarker.self))
        } throws: { error in
            (error as? ArticleLoadingError)?.description
                == "reading.json: expected the reading list in the ReaderModule bundle, found no such resource"
        }
    }
}

/// A class whose bundle is the test bundle, which ships no article resources.
private final class BundleMarker {}
