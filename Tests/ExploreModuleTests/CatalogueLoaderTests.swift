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
            try CatalogueLoader.decode(data, source: "test.json")
        } throws: { error in
            (error as? CatalogueError)?.description.hasPrefix(
                #"test.json: at entry 0, "title": expected String, found something else"#) == true
        }
    }

    @Test func anEmptyCategoryIsRejected() {
        let data = Data(#"[{"id": "x", "title": "T", "category": "", "summary": "S", "body": "B"}]"#.utf8)
        #expect(throws: CatalogueError.emptyField(source: "test.json", index: 0, field: "category")) {
            try CatalogueLoader.decode(data, source: "test.json")
        }
    }

    @Test func aRepeatedIDIsRejected() {
        let data = Data(
            #"""
            [{"id": "x", "title": "One", "category": "C", "summary": "S", "body": "B"},
             {"id": "x", "title": "Two", "category": "C", "summary": "S", "body": "B"}]
            """#.utf8)
        #expect(throws: CatalogueError.duplicateID(source: "test.json", id: "x")) {
            try CatalogueLoader.decode(data, source: "test.json")
        }
    }

    @Test func anObjectInsteadOfAListIsRejectedWithWhatWasExpected() {
        let data = Data(#"{"id": "x"}"#.utf8)
        #expect {
            try CatalogueLoader.decode(data, source: "test.json")
        } throws: { error in
            (error as? CatalogueError)?.description.hasPrefix("test.json: at the top level: expected") == true
        }
    }
}
