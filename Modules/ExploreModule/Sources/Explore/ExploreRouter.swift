import ArticleKit
import Components
import DesignSystem
import NavigationKit

/// Carries out the search screen's routes through the Router of its stack.
final class ExploreRouter: ExploreRouting {
    private let theme: Theme
    private let sessionStore: any ExploreSessionStoring
    /// Weak: the stack's owner keeps the Router, and the Router keeps the search screen.
    private weak var router: Router?

    init(dependencies: ExploreDependencies) {
        theme = dependencies.theme
        sessionStore = dependencies.sessionStore
        router = dependencies.router
    }

    func route(to route: ExploreRoute) throws(RoutingError) {
        guard let router else { throw .notShown }
        switch route {
        case let .detail(entry):
            try router.pushScreen(
                ArticleDetailFactory.make(
                    article: entry, source: ExploreBuilder.bookmarkSource, bookmarks: sessionStore,
                    components: Components(theme: theme)))
        }
    }
}
