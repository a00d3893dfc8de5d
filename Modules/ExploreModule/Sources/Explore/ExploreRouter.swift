import ArticleKit
import Components
import NavigationKit

/// Turns the search screen's routes into screens: pushes an entry's detail onto its stack through
/// its Router.
final class ExploreRouter: ExploreRouting {
    private let dependencies: ExploreDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: ExploreDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: ExploreRoute) throws(ExploreRoutingError) {
        switch route {
        case let .detail(article):
            guard let router = dependencies.router else { throw .notInNavigationStack }
            let detail = ArticleDetailFactory.make(
                article: article,
                source: ExploreBuilder.bookmarkSource,
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
