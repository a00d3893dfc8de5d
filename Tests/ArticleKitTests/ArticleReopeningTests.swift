import ContentModels
import DesignSystem
import HeadlessUI
import Testing

@testable import ArticleKit

/// Reopening the article a person had open on an earlier launch: the detail is pushed whole,
/// once the server says the article exists, or not at all.
@MainActor
@Suite struct ArticleReopeningTests {
    private let article = Article(id: "e4", title: "Child coordinators", category: "C", summary: "S", body: "B")

    private struct Refusal: Error {}

    private final class Pushes {
        var opened: [String] = []
    }

    private func opening(_ pushes: Pushes) -> ArticleOpening {
        ArticleOpening(
            language: .english,
            push: { id, title throws(Refusal) in pushes.opened.append("\(id):\(title ?? "-")") },
            reason: { _ in "refused" })
    }

    private func settle(_ opening: ArticleOpening) {
        _ = MainRunLoop.main.run(until: { !opening.isReopening }, timeout: .seconds(10))
    }

    @Test func anArticleTheServerStillHasIsPushedWithItsTitleOnceItArrives() {
        let pushes = Pushes()
        let opening = opening(pushes)
        let articles = ArticlesInMemory([article])
        opening.reopen(id: "e4", articles: articles)
        #expect(pushes.opened.isEmpty, "nothing is pushed before the server answers")
        settle(opening)
        #expect(pushes.opened == ["e4:Child coordinators"])
        #expect(articles.requests == ["e4"])
        #expect(opening.errorMessage == nil)
    }

    @Test func anArticleTheServerNoLongerHasIsDroppedWithANotice() {
        let pushes = Pushes()
        let opening = opening(pushes)
        opening.reopen(id: "gone", articles: ArticlesInMemory([article]))
        settle(opening)
        #expect(pushes.opened.isEmpty)
        #expect(opening.errorMessage == "The article you had open is no longer available.")
    }

    @Test func whenTheServerCannotSayTheDetailOpensAndShowsWhatItCan() {
        let pushes = Pushes()
        let opening = opening(pushes)
        let articles = ArticlesInMemory([article])
        articles.failure = .offline
        opening.reopen(id: "e4", articles: articles)
        settle(opening)
        #expect(pushes.opened == ["e4:-"])
        #expect(opening.errorMessage == nil)
    }

    @Test func aPersonWhoMovesOnFirstKeepsWhereTheyWent() {
        let pushes = Pushes()
        let opening = opening(pushes)
        opening.reopen(id: "e4", articles: ArticlesInMemory([article]))
        opening.didTap(id: "e1", title: "Tapped")
        settle(opening)
        _ = MainRunLoop.main.run(until: { false }, timeout: .milliseconds(50))
        #expect(pushes.opened == ["e1:Tapped"], "the reopened article is not pushed over what the person opened")

        let cancelled = opening
        cancelled.reopen(id: "e4", articles: ArticlesInMemory([article]))
        cancelled.cancelReopening()
        _ = MainRunLoop.main.run(until: { false }, timeout: .milliseconds(50))
        #expect(pushes.opened == ["e1:Tapped"])
    }
}
