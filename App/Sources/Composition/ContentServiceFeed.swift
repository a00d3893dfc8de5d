import ArticleKit
import ContentServices
import HomeModule

/// Home's feed from the content service: its first page, as large as the API allows.
nonisolated struct ContentServiceFeed: HomeContentLoading {
    /// The most articles one page of the API holds.
    static let pageSize = 50

    let service: ContentService

    func feed() async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        let response = try await ContentServiceMapping.call { () async throws(ContentServiceError) in
            try await service.feed(page: 1, pageSize: Self.pageSize)
        }
        return ContentServiceMapping.fetched(response) { $0.articles.map(ContentServiceMapping.summary) }
    }
}
