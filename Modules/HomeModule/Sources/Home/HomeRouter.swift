import ArticleKit
import Components
import NavigationKit

/// Turns the feed's routes into screens: pushes an article's detail onto the feed's stack
/// through its Router.
final class HomeRouter: HomeRouting {
    private let dependencies: HomeDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: HomeDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: HomeRoute) throws(HomeRoutingError) {
        switch route {
        case let .detail(article):
            guard let router = dependencies.router else { throw .notInNavigationStack }
            let detail = ArticleDetailFactory.make(
                article: article,
                source: HomeBuilder.bookmarkSource,
                bookmarks: dependencies.sessionStore,
                components: Components(theme: dependencies.theme)
            )
            do {
                try router.push(detail, animated: true)
            } catch {
                throw .pushRefused(error)
            }
        }
    }
}
