import ContentModels
import HeadlessUI
import Synchronization
import Testing

@testable import ArticleKit

/// A list fetched a page at a time: the next page as the person reaches the end, its own
/// loading, failure and end, a newer first page starting over, and a bound on what is kept.
@MainActor
@Suite struct PagedArticlesTests {
    let loop = MainRunLoop()

    /// A server of `total` articles (`a1`, `a2`, ...) in pages of `size`, failing the pages in
    /// `failing` once each, and logging the pages asked for.
    nonisolated final class Pages: Sendable {
        private struct State {
            var asked: [Int] = []
            var failing: Set<Int>
            var total: Int
        }

        private let state: Mutex<State>
        let size: Int

        init(total: Int, size: Int, failing: Set<Int> = []) {
            state = Mutex(State(failing: failing, total: total))
            self.size = size
        }

        var asked: [Int] { state.withLock { $0.asked } }

        var total: Int {
            get { state.withLock { $0.total } }
            set { state.withLock { $0.total = newValue } }
        }

        func page(_ number: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
            let (fails, total) = state.withLock { state in
                state.asked.append(number)
                return (state.failing.remove(number) != nil, state.total)
            }
            if fails { throw .serverError }
            let start = min((number - 1) * size, total)
            let end = min(start + size, total)
            let articles = (start..<end).map {
                ArticleSummary(id: "a\($0 + 1)", title: "Article \($0 + 1)", category: "C", summary: "S")
            }
            return Fetched(
                ArticlePage(
                    articles: articles, page: number, nextPage: end < total ? number + 1 : nil, totalItems: total))
        }
    }

    private func paged(_ pages: Pages) -> PagedArticles {
        PagedArticles(runLoop: loop) { number throws(ContentProblem) in try await pages.page(number) }
    }

    private func settle() {
        loop.settle(timeout: .seconds(10))
    }

    @Test func reachingTheEndFetchesTheNextPageUntilThereIsNoMore() {
        let pages = Pages(total: 50, size: 20)
        let list = paged(pages)
        #expect(list.nextPage == .none)
        list.content.resume()
        settle()
        #expect(list.articles.map(\.id) == (1...20).map { "a\($0)" })
        #expect(list.nextPage == .available)
        list.loadNextPage()
        #expect(list.nextPage == .loading)
        list.loadNextPage()
        settle()
        #expect(pages.asked == [1, 2], "a second request while one is on its way asks for nothing")
        #expect(list.articles.count == 40)
        list.loadNextPage()
        settle()
        #expect(list.articles.last?.id == "a50")
        #expect(list.nextPage == .end)
        list.loadNextPage()
        settle()
        #expect(pages.asked == [1, 2, 3], "at the end, reaching it again asks for nothing")
    }

    @Test func aFailedNextPageKeepsWhatIsShownAndRetryFetchesIt() {
        let pages = Pages(total: 60, size: 20, failing: [2])
        let list = paged(pages)
        list.content.resume()
        settle()
        list.loadNextPage()
        settle()
        #expect(list.nextPage == .failed(.serverError))
        #expect(list.articles.count == 20)
        list.loadNextPage()
        settle()
        #expect(list.nextPage == .available)
        #expect(list.articles.count == 40)
        #expect(pages.asked == [1, 2, 2])
    }

    @Test func aSinglePageSaysNothingAtItsEnd() {
        let list = paged(Pages(total: 5, size: 20))
        list.content.resume()
        settle()
        #expect(list.articles.count == 5)
        #expect(list.nextPage == .none)
    }

    @Test func aNewerFirstPageStartsTheLaterPagesOverAndTheSameOneKeepsThem() {
        let pages = Pages(total: 60, size: 20)
        let list = paged(pages)
        list.content.resume()
        settle()
        list.loadNextPage()
        settle()
        #expect(list.articles.count == 40)
        list.reload()
        settle()
        #expect(list.articles.count == 40, "the same first page keeps the pages after it")
        pages.total = 61
        list.reload()
        settle()
        #expect(list.articles.count == 20, "a newer first page starts over")
    }

    @Test func thePagesKeptStayWithinTheBoundHoweverFarThePersonGoes() {
        let size = 50
        let pages = Pages(total: 100 * size, size: size)
        let list = paged(pages)
        list.content.resume()
        settle()
        for _ in 1..<100 {
            list.loadNextPage()
            settle()
        }
        #expect(pages.asked.count == 100)
        #expect(list.articles.count <= PagedArticles.maximumArticles)
        #expect(list.articles.count >= PagedArticles.maximumArticles - size)
        #expect(list.articles.last?.id == "a\(100 * size)")
        #expect(list.nextPage == .end)
    }
}
