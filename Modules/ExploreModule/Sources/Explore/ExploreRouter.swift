import ArticleKit
import Components
import NavigationKit

/// Carries out the search screen's routes through the Router of its stack.
final class ExploreRouter: ExploreRouting {
    private let dependencies: ExploreDependencies

    init(dependencies: ExploreDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: ExploreRoute) throws(RoutingError) {
        guard let router = dependencies.router else { throw .notShown }
        switch route {
        case let .detail(id, title):
            try router.pushScreen(
                ArticleDetailFactory.make(
                    id: id, title: title, articles: dependencies.articles, source: ExploreBuilder.bookmarkSource,
                    bookmarks: dependencies.sessionStore, components: Components(theme: dependencies.theme)))
        }
    }
}
