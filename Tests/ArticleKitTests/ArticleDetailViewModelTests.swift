import ContentModels
import HeadlessUI
import Testing

@testable import ArticleKit

@MainActor
@Suite struct ArticleDetailViewModelTests {
    let article = Article(id: "h4", title: "Deep links as typed values", category: "C", summary: "S", body: "B")
    let source = BookmarkSource(identifier: "reader", name: .verbatim("Reader"))

    private func viewModel(
        _ store: BookmarksInMemory, articles: ArticlesInMemory? = nil, id: String = "h4"
    ) -> ArticleDetailViewModel {
        ArticleDetailViewModel(
            id: id, articles: articles ?? ArticlesInMemory([article]), source: source, bookmarks: store)
    }

    /// `viewModel`'s screen appeared and its fetch has answered.
    private func appeared(_ viewModel: ArticleDetailViewModel) -> ArticleDetailViewModel {
        viewModel.screenWillAppear()
        _ = MainRunLoop.main.run(until: { !viewModel.content.isFetching }, timeout: .seconds(10))
        return viewModel
    }

    @Test func nothingIsFetchedBeforeTheScreenAppears() {
        let articles = ArticlesInMemory([article])
        let viewModel = viewModel(BookmarksInMemory(), articles: articles)
        #expect(articles.requests.isEmpty)
        #expect(viewModel.article == nil)
    }

    @Test func theArticleIsFetchedByItsIDWhenTheScreenAppears() {
        let articles = ArticlesInMemory([article])
        let viewModel = appeared(viewModel(BookmarksInMemory(), articles: articles))
        #expect(articles.requests == ["h4"])
        #expect(viewModel.article == article)
    }

    @Test func anArticleTheServerDoesNotHaveFailsAsNotFound() {
        let viewModel = appeared(viewModel(BookmarksInMemory(), id: "h404"))
        guard case .failed(.notFound) = viewModel.content.state else {
            Issue.record("expected the detail to fail as not found, got \(viewModel.content.state)")
            return
        }
        #expect(viewModel.article == nil)
    }

    @Test func retryFetchesAgainAfterAFailure() {
        let articles = ArticlesInMemory([article])
        articles.failure = .offline
        let viewModel = appeared(viewModel(BookmarksInMemory(), articles: articles))
        #expect(viewModel.article == nil)
        articles.failure = nil
        viewModel.retry()
        _ = MainRunLoop.main.run(until: { viewModel.article != nil }, timeout: .seconds(10))
        #expect(articles.requests == ["h4", "h4"])
        #expect(viewModel.article == article)
    }

    @Test func startsWithTheBookmarkStateOfTheSession() {
        let viewModel = viewModel(BookmarksInMemory(bookmarkedIDs: ["h4"]))
        #expect(viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Remove bookmark")
    }

    @Test func anUnsavedArticleOffersBookmark() {
        let viewModel = viewModel(BookmarksInMemory())
        #expect(!viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Bookmark")
    }

    @Test func anArticleNotYetFetchedCannotBeBookmarked() {
        let store = BookmarksInMemory()
        let viewModel = viewModel(store)
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.isEmpty)
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingAnUnsavedArticleSavesItWithItsFetchedTitleFromItsSource() {
        let store = BookmarksInMemory()
        let viewModel = appeared(viewModel(store))
        viewModel.toggleBookmark()
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "h4", title: "Deep links as typed values", source: source)
            ])
        #expect(viewModel.isBookmarked)
    }

    @Test func togglingASavedArticleRemovesItsBookmark() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = appeared(viewModel(store))
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [false])
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingFollowsTheSessionWhenAnotherTabChangedIt() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = appeared(viewModel(store))
        store.removeElsewhere(id: "h4")
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [true])
        #expect(viewModel.isBookmarked)
    }

    @Test func appearingAgainPicksUpABookmarkRemovedElsewhereAndRedraws() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = appeared(viewModel(store))
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.removeElsewhere(id: "h4")
        viewModel.screenDidDisappear()
        viewModel.screenWillAppear()
        #expect(!viewModel.isBookmarked)
        #expect(redraws == 1)
    }

    @Test func aBookmarkedArticleTheServerNoLongerHasOffersRemoveAndRemovingItEndsTheOffer() {
        let store = BookmarksInMemory(bookmarkedIDs: ["gone"])
        let viewModel = appeared(viewModel(store, id: "gone"))
        #expect(viewModel.isGoneButBookmarked)
        var changes = 0
        viewModel.onChange = { changes += 1 }
        viewModel.removeBookmark()
        #expect(!store.isBookmarked(id: "gone"))
        #expect(!viewModel.isGoneButBookmarked)
        #expect(changes == 1)
    }

    @Test func anArticleThatIsMissingButNotBookmarkedOrFailsOtherwiseOffersNoRemove() {
        #expect(!appeared(viewModel(BookmarksInMemory(), id: "gone")).isGoneButBookmarked)
        #expect(!appeared(viewModel(BookmarksInMemory(bookmarkedIDs: ["h4"]))).isGoneButBookmarked)
    }
}
