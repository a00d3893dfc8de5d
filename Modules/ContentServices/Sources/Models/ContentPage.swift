/// One page of article summaries: the feed or search results.
public struct ContentPage: Sendable, Equatable {
    /// The page's articles in order, each without its body.
    public let articles: [ContentArticle]
    /// This page's number, from 1.
    public let page: Int
    /// The next page's number, nil on the last page.
    public let nextPage: Int?
    /// How many articles all pages hold together.
    public let totalItems: Int

    /// Creates a page.
    public init(articles: [ContentArticle], page: Int, nextPage: Int?, totalItems: Int) {
        self.articles = articles
        self.page = page
        self.nextPage = nextPage
        self.totalItems = totalItems
    }
}
