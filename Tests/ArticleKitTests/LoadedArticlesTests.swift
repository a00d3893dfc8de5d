import Testing

@testable import ArticleKit

/// Why a router refused to open an article, as a test says it.
private struct Refusal: Error, CustomStringConvertible {
    var description: String { "no navigation stack" }
}

@MainActor
@Suite struct LoadedArticlesTests {
    let collection = ArticleCollection(
        name: "reading list", resource: "reading", owner: "ReaderModule", element: "article", elements: "articles")
    let articles = [
        Article(id: "a1", title: "First", category: "C", summary: "S", body: "B"),
        Article(id: "a2", title: "Second", category: "C", summary: "S", body: "B"),
    ]

    @Test func loadedArticlesHaveNoFailure() {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "The list could not be loaded.")
        #expect(loaded.articles == articles)
        #expect(loaded.failure == nil)
    }

    @Test func aLoadingFailureIsTheSentenceTheScreenShows() {
        let error = ArticleLoadingError(.missingResource("reading.json"), in: collection)
        let loaded = LoadedArticles(.failure(error), failurePrefix: "The list could not be loaded.")
        #expect(loaded.articles.isEmpty)
        #expect(
            loaded.failure
                == "The list could not be loaded. reading.json: expected the reading list in the ReaderModule bundle, found no such resource"
        )
    }

    @Test func aKnownArticleIsFoundByItsID() throws {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "")
        #expect(try loaded.article(id: "a2", unknown: "unknown") == articles[1])
    }

    @Test func anUnknownIDSaysSoInTheListsWords() {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "")
        #expect(throws: ArticleOpeningError(.unknownArticle(id: "zz"), message: "There is no article zz.")) {
            try loaded.article(id: "zz", unknown: "There is no article zz.")
        }
    }

    @Test func aListThatDidNotLoadSaysWhyRatherThanUnknown() {
        let error = ArticleLoadingError(.missingResource("reading.json"), in: collection)
        let loaded = LoadedArticles(.failure(error), failurePrefix: "The list could not be loaded.")
        #expect(throws: ArticleOpeningError(.listNotLoaded, message: loaded.failure ?? "")) {
            try loaded.article(id: "a1", unknown: "unknown")
        }
    }

    @Test func aRefusedOpeningNamesTheArticleAndTheReason() {
        let error = ArticleOpeningError.notShown(articles[0], reason: Refusal(), language: .english)
        #expect(error.message == "Could not open “First”: no navigation stack")
        #expect(error.reason == .notShown(title: "First", reason: "no navigation stack"))
    }
}
