import ArticleKit
import ContentModels
import ContentServices
import ExploreModule
import HomeModule

/// The content service is what each feature asks for content: a line per feature protocol.
nonisolated extension ContentService: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    /// The most articles one page of the API holds: Home and Explore show a first page this long.
    static let pageSize = 50

    /// Home's feed: its first page.
    public func feed() async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        try await feed(page: 1, pageSize: Self.pageSize).map(\.articles)
    }

    /// Explore's search: the first page of results.
    public func search(_ query: String) async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
        try await search(query, page: 1, pageSize: Self.pageSize).map(\.articles)
    }
}
