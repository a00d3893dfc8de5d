import ArticleKit
import Components
import NavigationKit

/// Carries out the feed's routes through the Router of its stack.
final class HomeRouter: HomeRouting {
    private let dependencies: HomeDependencies

    init(dependencies: HomeDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: HomeRoute) throws(RoutingError) {
        guard let router = dependencies.router else { throw .notShown }
        switch route {
        case let .detail(id, title):
            try router.pushScreen(
                ArticleDetailFactory.make(
                    id: id, title: title, articles: dependencies.articles, source: HomeBuilder.bookmarkSource,
                    bookmarks: dependencies.sessionStore, components: Components(theme: dependencies.theme)))
        }
    }
}
