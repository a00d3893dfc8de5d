import App
import ArticleKit
import ContentModels
import ExploreModule
import Foundation
import HomeModule

/// Content for tests that launch the app in-process, without a server: a few feed items and
/// catalogue entries, answered at once. (The services themselves are tested against the real
/// content server in ContentServicesTests.)
public nonisolated struct FixtureContent: HomeContentLoading, ExploreContentLoading, ArticleLoading {
    /// Home's feed: `h1`, `h2`, `h3`.
    public static let feed = [
        Article(
            id: "h1", title: "Welcome to the feed", category: "News", summary: "What is new this week.",
            body: "Everything that changed this week, in one place."),
        Article(
            id: "h2", title: "Coordinators in practice", category: "Architecture",
            summary: "Flows that own their screens.", body: "A coordinator decides which screen comes next."),
        Article(
            id: "h3", title: "Design tokens", category: "Design", summary: "One source for colours and type.",
            body: "Tokens keep every screen in one style."),
    ]
    /// Explore's catalogue: `e1`, `e2`, `e3`.
    public static let catalogue = [
        Article(
            id: "e1", title: "Swift concurrency", category: "Swift", summary: "Tasks, actors and isolation.",
            body: "Structured concurrency ties every task to a scope."),
        Article(
            id: "e2", title: "Accessibility audits", category: "Accessibility", summary: "What a screen reader needs.",
            body: "Every control needs a label a person can hear."),
        Article(
            id: "e3", title: "String Catalogs", category: "Localization", summary: "Every word in every language.",
            body: "A catalog keeps each key's translations together."),
    ]

    /// The fixture.
    public init() {}

    /// The app's services answered from the fixture.
    @MainActor public static var services: AppServices {
        let content = FixtureContent()
        return AppServices(feed: content, search: content, articles: content)
    }

    /// The feed, on one page, at once.
    public func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        Fetched(Self.onePage(Self.feed.map(Self.summary), page: page))
    }

    /// The catalogue entries whose title and category hold every word of `query`, on one page,
    /// at once.
    public func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        let matches = Self.catalogue.filter { entry in
            words.allSatisfy { (entry.title + " " + entry.category).lowercased().contains($0) }
        }
        return Fetched(Self.onePage(matches.map(Self.summary), page: page))
    }

    /// `articles` as page 1 of one page; later pages are empty.
    private static func onePage(_ articles: [ArticleSummary], page: Int) -> ArticlePage {
        ArticlePage(articles: page == 1 ? articles : [], page: page, nextPage: nil, totalItems: articles.count)
    }

    /// The feed item or catalogue entry `id`, or `.notFound`, at once.
    public func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        guard let article = (Self.feed + Self.catalogue).first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(article)
    }

    private static func summary(_ article: Article) -> ArticleSummary {
        ArticleSummary(id: article.id, title: article.title, category: article.category, summary: article.summary)
    }
}
