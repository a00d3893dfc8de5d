import App
import ArticleKit
import ContentModels
import ContentServer
import ExploreModule
import Foundation
import HomeModule

/// Content read from a file on the device, as the app did before it had a server: the baseline
/// the warm-cache launch is measured against. Explore and details answer nothing they need.
nonisolated struct BundledFeed: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    private struct Item: Decodable {
        let id, title, category, summary, body: String
    }

    let file: URL

    /// The app's services answered from the file.
    @MainActor var services: AppServices { AppServices(feed: self, search: self, articles: self) }

    func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        guard let data = try? Data(contentsOf: file),
            let items = try? JSONDecoder().decode([Item].self, from: data)
        else { throw .unreadable }
        let articles = items.map {
            ArticleSummary(id: $0.id, title: $0.title, category: $0.category, summary: $0.summary)
        }
        return Fetched(ArticlePage(articles: articles, page: 1, nextPage: nil, totalItems: articles.count))
    }

    func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        Fetched(ArticlePage(articles: [], page: page, nextPage: nil, totalItems: 0))
    }

    func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        throw .notFound
    }
}
