import TestSupport
import Testing

@testable import BookmarksModule

@MainActor
@Suite struct BookmarksBuilderTests {
    @Test func theScreenIsTitledBookmarks() throws {
        let dependencies = BookmarksDependencies(theme: try theme(.light), sessionStore: MockBookmarksSessionStore())
        #expect(BookmarksBuilder.build(dependencies: dependencies).viewController.title == "Bookmarks")
    }

    @Test func theBuiltScreenListsTheSessionsBookmarks() throws {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let dependencies = BookmarksDependencies(theme: try theme(.light), sessionStore: store)
        let screen = BookmarksBuilder.build(dependencies: dependencies).viewController
        #expect(screen.view.descendant(identifier: "bookmarks.item.e7")?.label == "Déjà vu: replaying user flows")
    }
}
