import Foundation
import Testing

@testable import SessionStore

struct BookmarkListTests {
    private func bookmark(_ id: String) -> SessionState.Bookmark {
        .init(id: id, title: "Title \(id)", source: "home", savedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func bookmarksKeepTheOrderTheyWereSavedIn() {
        var list = BookmarkList()
        for id in ["c", "a", "b"] { list.insert(bookmark(id)) }
        #expect(list.map(\.id) == ["c", "a", "b"])
    }

    @Test func aRemovedBookmarkGoesBackToItsPlaceAfterGapsWereClosed() throws {
        var list = BookmarkList((0..<200).map { bookmark("\($0)") })
        for index in 0..<150 where index != 120 { list.remove(id: "\(index)") }
        let before = list.map(\.id)
        let (removed, index) = try #require(list.place(of: "180"))
        #expect(index == 31)
        list.remove(id: "180")
        let restored = list.insert(removed, at: index)
        let again = list.insert(removed, at: 0)
        #expect(restored && !again)
        #expect(list.map(\.id) == before)
        #expect(list.place(of: "7") == nil)
    }

    @Test func anIdIsSavedOnceAndTheFirstBookmarkStays() {
        var list = BookmarkList()
        let first = list.insert(bookmark("a"))
        let second = list.insert(.init(id: "a", title: "Other", source: "explore", savedAt: Date()))
        #expect(first && !second)
        #expect(list.count == 1)
        #expect(list.first { _ in true }?.title == "Title a")
    }

    @Test func removingFromTheMiddleKeepsTheRestInOrderAndFindable() {
        var list = BookmarkList((0..<500).map { bookmark("\($0)") })
        var removed = 0
        for index in stride(from: 0, to: 500, by: 3) where list.remove(id: "\(index)") { removed += 1 }
        for index in 0..<400 where !index.isMultiple(of: 3) && list.remove(id: "\(index)") { removed += 1 }
        #expect(removed == 167 + 266)
        let expected = (400..<500).filter { !$0.isMultiple(of: 3) }.map(String.init)
        #expect(list.map(\.id) == expected)
        #expect(list.count == expected.count)
        #expect(expected.allSatisfy { list.contains(id: $0) })
        let removedAgain = list.remove(id: "3")
        #expect(!list.contains(id: "3") && !removedAgain)
        list.insert(bookmark("3"))
        #expect(list.map(\.id) == expected + ["3"])
    }

    @Test func listsWithTheSameBookmarksInTheSameOrderAreEqualWhateverTheirGaps() {
        var withGaps = BookmarkList((0..<10).map { bookmark("\($0)") })
        for index in 0..<8 { withGaps.remove(id: "\(index)") }
        #expect(withGaps == BookmarkList([bookmark("8"), bookmark("9")]))
        #expect(withGaps != BookmarkList([bookmark("9"), bookmark("8")]))
    }
}
