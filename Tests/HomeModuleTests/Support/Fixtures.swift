import ArticleKit
import Components
import ContentModels
import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit
import TestSupport
import Testing

@testable import HomeModule

extension MockArticleBookmarks: HomeSessionStoring {}

extension ContentStub: HomeContentLoading {
    /// Page `page` of the stub's articles as the feed, logged as `feed` (`feed@2` for page 2).
    nonisolated public func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        try await answerPage("feed", page: page) { $0.map(\.summaryOnly) }
    }
}

/// The feed the tests' server answers with: three articles in two categories.
let sampleFeed: [Article] = [
    .sample(id: "h1", title: "Coordinators own navigation", category: "Architecture"),
    .sample(id: "h2", title: "Snapshots in review"),
    .sample(id: "h3", title: "Tokens and themes", category: "Design"),
]

/// Dependencies for building screens in tests: `content` answers both the feed and the articles.
func dependencies(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleFeed),
    router: Router = Router(rootController: NavigationController())
) throws -> HomeDependencies {
    try dependencies(theme(appearance), store: store, content: content, router: router)
}

/// Dependencies drawn with `theme`, for loops that build many screens with one theme.
func dependencies(
    _ theme: Theme, store: MockArticleBookmarks = MockArticleBookmarks(), content: ContentStub, router: Router
) -> HomeDependencies {
    HomeDependencies(theme: theme, sessionStore: store, feed: content, articles: content, router: router)
}

/// The feed at the root of a visible navigation stack, as App shows it; its request is on its
/// way (`settle()` shows the answer).
func feedOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleFeed)
) throws -> ScreenHarness {
    try linkableFeedOnScreen(appearance, store: store, content: content).screen
}

/// The feed on screen, and the entry its builder returned, through which links open.
func linkableFeedOnScreen(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleFeed)
) throws -> (screen: ScreenHarness, feed: FeatureEntry<HomeBuilder.Destination, ArticleOpeningError>) {
    var entry: FeatureEntry<HomeBuilder.Destination, ArticleOpeningError>?
    let screen = try ScreenHarness(theme: try theme(appearance)) { router in
        let built = HomeBuilder.build(
            dependencies: try dependencies(appearance, store: store, content: content, router: router))
        entry = built
        return built.viewController
    }
    return (screen, try #require(entry))
}

/// The feed on screen with its answer shown.
func settledFeed(
    _ appearance: Theme.Appearance = .light,
    store: MockArticleBookmarks = MockArticleBookmarks(),
    content: ContentStub = ContentStub(sampleFeed)
) throws -> ScreenHarness {
    let harness = try feedOnScreen(appearance, store: store, content: content)
    harness.settle()
    return harness
}

/// The feed on the first of two tabs of a visible window, as App's tab bar shows it: choosing
/// the second tab makes the feed disappear while it stays alive.
@MainActor
struct TabbedFeed {
    let window = Window()
    let tabs = TabBarController()
    /// Kept here: the module holds its Router weakly, as App's tab flow keeps it.
    let router: Router
    let navigation: ThemedNavigationController
    let driver: ScreenDriver

    init(content: ContentStub) throws {
        let theme = try theme(.light)
        navigation = ThemedNavigationController(theme: theme)
        router = Router(rootController: navigation)
        try router.setRootModule(
            HomeBuilder.build(dependencies: dependencies(theme, content: content, router: router)).viewController)
        try tabs.setViewControllers([navigation, ViewController()])
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }
}
