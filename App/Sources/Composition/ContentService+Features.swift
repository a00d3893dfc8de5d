import ArticleKit
import ContentModels
import ContentServices
import ExploreModule
import HomeModule

/// The content service is what each feature asks for content: a line per feature protocol.
nonisolated extension ContentService: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    /// How many articles one page of the feed and of search results holds.
    static let pageSize = 20

    /// Page `page` of Home's feed.
    public func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await feed(page: page, pageSize: Self.pageSize)
    }

    /// The feed's first page as the cache keeps it, shown while the server is asked.
    public func keptFeed() async -> Fetched<ArticlePage>? {
        cachedFeed(page: 1, pageSize: Self.pageSize)
    }

    /// Page `page` of Explore's search.
    public func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await search(query, page: page, pageSize: Self.pageSize)
    }

    /// The search's first page as the cache keeps it, shown while the server is asked.
    public func keptSearch(_ query: String) async -> Fetched<ArticlePage>? {
        cachedSearch(query, page: 1, pageSize: Self.pageSize)
    }

    /// The article as the cache keeps it, shown while the server is asked.
    public func keptArticle(id: String) async -> Fetched<Article>? {
        cachedArticle(id: id)
    }
}
