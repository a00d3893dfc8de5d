import ArticleKit
import ContentServices

/// An article's text from the content service, for every feature's details.
nonisolated struct ContentServiceArticles: ArticleLoading {
    let service: ContentService

    func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        let response = try await ContentServiceMapping.call { () async throws(ContentServiceError) in
            try await service.article(id: id)
        }
        // The API sends an article's text with it; one without is not an article to show.
        guard let body = response.value.body else { throw .unreadable }
        let article = response.value
        return ContentServiceMapping.fetched(response) { _ in
            Article(
                id: article.id, title: article.title, category: article.category, summary: article.summary, body: body)
        }
    }
}
