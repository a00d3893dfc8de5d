import ArticleKit
import Components
import ContentModels
import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit
import TestSupport
import Testing

@testable import ExploreModule

extension MockArticleBookmarks: ExploreSessionStoring {}

extension ContentStub: ExploreContentLoading {
    /// The stub's articles whose title or category holds every word of `query` (all of them for
    /// a blank query), logged as `search:<query>`.
    nonisolated public func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await answerPage("search:\(query)", page: page) { articles in
            let words = query.lowercased().split(whereSeparator: \.isWhitespace)
            return articles.filter { article in
                words.allSatisfy { (article.title + " " + article.category).lowercased().contains($0) }
            }.map(\.summaryOnly)
        }
    }
}

/// The catalogue the tests' server searches: four entries, two about navigation.
let sampleCatalogue: [Article] = [
    .sample(id: "e1", title: "Swift concurrency", category: "Swift"),
    .sample(id: "e2", title: "Accessibility audits", category: "Accessibility"),
    .sample(id: "e3", title: "Navigation stacks", category: "Navigation"),
    .sample(id: "e4", title: "Interactive pop", category: "Navigation"),
]

/// A pause short enough to keep the tests quick and far longer than a test takes to type a
/// few characters, which it does without letting the loop turn.
let shortSearchDelay: Duration = .milliseconds(20)

/// Dependencies for building screens in tests: `content` answers both searches and entries.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleCatalogue),
    initialQuery: String = "",
    searchDelay: Duration = shortSearchDelay,
    router: Router = Router(rootController: NavigationController())
) throws -> ExploreDependencies {
    ExploreDependencies(
        theme: try theme(appearance), sessionStore: store, search: content, articles: content, router: router,
        initialQuery: initialQuery, searchDelay: searchDelay)
}

/// The search screen at the root of a visible navigation stack, as App shows it; its first
/// search is on its way (`settle()` shows the answer).
func searchOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleCatalogue),
    initialQuery: String = "",
    searchDelay: Duration = shortSearchDelay
) throws -> ScreenHarness {
    try linkableSearchOnScreen(
        appearance, store: store, content: content, initialQuery: initialQuery, searchDelay: searchDelay
    ).screen
}

/// The search screen on screen, and the entry its builder returned, through which links open.
func linkableSearchOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleCatalogue),
    initialQuery: String = "",
    searchDelay: Duration = shortSearchDelay
) throws -> (screen: ScreenHarness, search: FeatureEntry<ExploreBuilder.Destination, ArticleOpeningError>) {
    var entry: FeatureEntry<ExploreBuilder.Destination, ArticleOpeningError>?
    let screen = try ScreenHarness(theme: try theme(appearance)) { router in
        let built = ExploreBuilder.build(
            dependencies: try dependencies(
                appearance, store: store, content: content, initialQuery: initialQuery, searchDelay: searchDelay,
                router: router))
        entry = built
        return built.viewController
    }
    return (screen, try #require(entry))
}

/// The search screen with its first answer shown.
func settledSearch(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleCatalogue),
    initialQuery: String = "",
    searchDelay: Duration = shortSearchDelay
) throws -> ScreenHarness {
    let harness = try searchOnScreen(
        appearance, store: store, content: content, initialQuery: initialQuery, searchDelay: searchDelay)
    harness.settle()
    return harness
}

/// The search screen on the first of two tabs of a visible window, as App's tab bar shows it.
@MainActor
struct TabbedSearch {
    let window = Window()
    let tabs = TabBarController()
    /// Kept here: the module holds its Router weakly, as App's tab flow keeps it.
    let router: Router
    let navigation: ThemedNavigationController
    let driver: ScreenDriver

    init(content: ContentStub, searchDelay: Duration = shortSearchDelay) throws {
        let theme = try theme(.light)
        navigation = ThemedNavigationController(theme: theme)
        router = Router(rootController: navigation)
        try router.setRootModule(
            ExploreBuilder.build(
                dependencies: ExploreDependencies(
                    theme: theme, sessionStore: MockArticleBookmarks(), search: content, articles: content,
                    router: router, searchDelay: searchDelay)
            ).viewController)
        try tabs.setViewControllers([navigation, ViewController()])
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }
}
