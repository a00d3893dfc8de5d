import App
import ArticleKit
import ContentModels
import ContentServices
import ExploreModule
import HomeModule

/// The content service as the app used it before it showed its kept copies first: every screen
/// waits for the server (a revalidation over loopback) before it shows what the cache holds. The
/// "before" of the warm launch, measured in the same run as the "after".
nonisolated struct NetworkFirstContent: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    let service: ContentService

    /// The app's services answered this way.
    @MainActor var services: AppServices { AppServices(feed: self, search: self, articles: self) }

    func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await service.feed(page: page)
    }

    func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await service.search(query, page: page)
    }

    func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        try await service.article(id: id)
    }
}
