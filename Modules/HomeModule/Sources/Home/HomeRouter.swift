import ArticleKit
import Components
import DesignSystem
import NavigationKit

/// Carries out the feed's routes through the Router of its stack.
final class HomeRouter: HomeRouting {
    private let theme: Theme
    private let sessionStore: any HomeSessionStoring
    /// Weak: the stack's owner keeps the Router, and the Router keeps the feed.
    private weak var router: Router?

    init(dependencies: HomeDependencies) {
        theme = dependencies.theme
        sessionStore = dependencies.sessionStore
        router = dependencies.router
    }

    func route(to route: HomeRoute) throws(RoutingError) {
        guard let router else { throw .notShown }
        switch route {
        case let .detail(article):
            try router.pushScreen(
                ArticleDetailFactory.make(
                    article: article, source: HomeBuilder.bookmarkSource, bookmarks: sessionStore,
                    components: Components(theme: theme)))
        }
    }
}
