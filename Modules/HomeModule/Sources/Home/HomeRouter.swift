import ArticleKit
import HeadlessUI

/// Turns the feed's routes into screens: pushes an article's detail onto the feed's stack.
final class HomeRouter: HomeRouting {
    /// The feed screen; weak, because the screen owns the view model that owns this router.
    weak var viewController: ViewController?
    private let dependencies: HomeDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: HomeDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: HomeRoute) throws(HomeRoutingError) {
        switch route {
        case let .detail(article):
            guard let navigation = viewController?.navigationController else { throw .notInNavigationStack }
            let detail = HomeBuilder.buildDetail(of: article, dependencies: dependencies)
            do {
                try navigation.pushViewController(detail, animated: true)
            } catch {
                throw .pushRefused(error)
            }
        }
    }
}
