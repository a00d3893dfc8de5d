import ArticleKit
import HeadlessUI
import NavigationKit
import TestSupport
import Testing

@testable import BookmarksModule

@MainActor
@Suite struct BookmarksBuilderTests {
    @Test func theScreenIsTitledBookmarks() throws {
        let (screen, list) = try linkableBookmarksOnScreen()
        #expect(list.viewController.title == "Bookmarks")
        #expect(list.viewController === screen.navigation.viewControllers.first)
    }

    @Test func theBuiltScreenListsTheSessionsBookmarks() throws {
        let (screen, _) = try linkableBookmarksOnScreen()
        #expect(try screen.driver.element(.identifier("bookmarks.item.e7")).label == "Déjà vu: replaying user flows")
    }

    @Test func aTappedBookmarkPushesItsArticleTitledAsSavedAndFetchesIt() throws {
        let articles = ContentStub(serverArticles)
        let (screen, _) = try linkableBookmarksOnScreen(articles: articles)
        try screen.driver.tap(.identifier("bookmarks.item.h3"))
        #expect(screen.navigation.viewControllers.count == 2)
        #expect(screen.navigation.topViewController?.title == "Routers inside a feature")
        screen.settle()
        #expect(articles.requests.contains("article:h3"))
        #expect(try screen.driver.element(.identifier("detail.bookmark")).label == "Remove bookmark")
    }

    @Test func backFromTheArticleShowsTheListAgain() throws {
        let (screen, _) = try linkableBookmarksOnScreen()
        try screen.driver.tap(.identifier("bookmarks.item.e7"))
        screen.settle()
        try screen.driver.back()
        #expect(screen.navigation.viewControllers.count == 1)
        #expect(try screen.driver.isVisible(.identifier("bookmarks.item.e7")))
    }

    @Test func aLinkToASavedArticleOpensItThroughTheSameRoute() throws {
        let articles = ContentStub(serverArticles)
        let (screen, list) = try linkableBookmarksOnScreen(articles: articles)
        try list.open(.detail(itemID: "e7"))
        screen.settle()
        #expect(articles.requests.contains("article:e7"))
        #expect(screen.navigation.topViewController?.title == "Déjà vu: replaying user flows")
    }

    @Test func aLinkToAnArticleThatIsNotSavedSaysSoAndPushesNothing() throws {
        let (screen, list) = try linkableBookmarksOnScreen()
        #expect(
            throws: ArticleOpeningError(.notListed(id: "h4"), message: "“h4” is not among your bookmarks.")
        ) {
            try list.open(.detail(itemID: "h4"))
        }
        #expect(screen.navigation.viewControllers.count == 1)
    }

    @Test func anArticleTheServerNoLongerHasSaysSoAndOffersRemove() throws {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let (screen, _) = try linkableBookmarksOnScreen(store: store)
        try screen.driver.tap(.identifier("bookmarks.item.h5"))
        screen.settle()
        #expect(
            try screen.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
        try screen.driver.tap(.identifier("detail.bookmark"))
        #expect(store.removedIDs == ["h5"])
        #expect(!(try screen.driver.isVisible(.identifier("detail.bookmark"))))
        try screen.driver.back()
        #expect(!(try screen.driver.isVisible(.identifier("bookmarks.item.h5"))))
        #expect(try screen.driver.isVisible(.identifier("bookmarks.item.h3")))
    }
}
