import ArticleKit
import HeadlessUI

/// Turns the search screen's routes into screens: pushes an entry's detail onto its stack.
final class ExploreRouter: ExploreRouting {
    /// The search screen; weak, because the screen owns the view model that owns this router.
    weak var viewController: ViewController?
    private let dependencies: ExploreDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: ExploreDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: ExploreRoute) throws(ExploreRoutingError) {
        switch route {
        case let .detail(article):
            guard let navigation = viewController?.navigationController else { throw .notInNavigationStack }
            let detail = ExploreBuilder.buildDetail(of: article, dependencies: dependencies)
            do {
                try navigation.pushViewController(detail, animated: true)
            } catch {
                throw .pushRefused(error)
            }
        }
    }
}
