import ContentModels
import Testing

struct FetchedTests {
    private let page = ArticlePage(
        articles: [
            ArticleSummary(id: "h1", title: "Coordinators", category: "Architecture", summary: "Who owns whom.")
        ],
        page: 1, nextPage: 2, totalItems: 30)

    @Test func aPageSeenAsItsArticlesKeepsWhyItMayBeOutOfDate() {
        let kept = Fetched(page, outOfDateBecause: .offline).map(\.articles)
        #expect(kept.value == page.articles)
        #expect(kept.outOfDateBecause == .offline)
    }

    @Test func currentContentStaysCurrentWhenSeenThroughATransform() {
        #expect(Fetched(page).map(\.totalItems) == Fetched(30))
    }

    @Test func anArticleSummarizedIsEverythingButItsText() {
        let article = Article(id: "e2", title: "Routers", category: "Navigation", summary: "Routes as data.", body: "…")
        #expect(
            article.summarized
                == ArticleSummary(id: "e2", title: "Routers", category: "Navigation", summary: "Routes as data."))
    }
}
