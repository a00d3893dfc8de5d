/// One page of a list of articles (the feed, search results): its summaries in order, and
/// where the list goes on.
public nonisolated struct ArticlePage: Equatable, Sendable {
    /// The page's articles in order, each id once.
    public let articles: [ArticleSummary]
    /// This page's number, from 1.
    public let page: Int
    /// The next page's number (always more than `page`); `nil` on the last page.
    public let nextPage: Int?
    /// How many articles all pages hold together (never fewer than this page's).
    public let totalItems: Int

    /// Creates a page from its fields.
    public init(articles: [ArticleSummary], page: Int, nextPage: Int?, totalItems: Int) {
        self.articles = articles
        self.page = page
        self.nextPage = nextPage
        self.totalItems = totalItems
    }
}
