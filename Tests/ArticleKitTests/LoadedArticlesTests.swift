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

    @Test func openingAKnownArticleHandsItOverAndReportsNothing() {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "")
        var opened: [String] = []
        let failure = loaded.open(id: "a2", unknown: "unknown") { (article: Article) throws(Refusal) in
            opened.append(article.id)
        }
        #expect(opened == ["a2"])
        #expect(failure == nil)
    }

    @Test func openingAnUnknownIDSaysSoWithoutOpeningAnything() {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "")
        var opened = 0
        let failure = loaded.open(id: "zz", unknown: "There is no article zz.") { (_: Article) throws(Refusal) in
            opened += 1
        }
        #expect(opened == 0)
        #expect(failure == "There is no article zz.")
    }

    @Test func aRefusedOpeningNamesTheArticleAndTheReason() {
        let loaded = LoadedArticles(.success(articles), failurePrefix: "")
        let failure = loaded.open(id: "a1", unknown: "unknown") { (_: Article) throws(Refusal) in throw Refusal() }
        #expect(failure == "Could not open “First”: no navigation stack")
    }
}
