import ArticleKit
import ContentServices
import ExploreModule

/// Explore's search from the content service: the first page of results.
nonisolated struct ContentServiceSearch: ExploreContentLoading {
    let service: ContentService

    func search(_ query: String) async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        let response = try await ContentServiceMapping.call { () async throws(ContentServiceError) in
            try await service.search(query, page: 1, pageSize: ContentServiceFeed.pageSize)
        }
        return ContentServiceMapping.fetched(response) { $0.articles.map(ContentServiceMapping.summary) }
    }
}
