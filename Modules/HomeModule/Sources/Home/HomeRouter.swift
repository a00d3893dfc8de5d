import ArticleKit
import HeadlessUI

/// Pushes the feed's detail screens onto the feed's navigation stack.
final class HomeRouter: HomeRouting {
    /// The feed screen; weak, because the screen owns the view model that owns this router.
    weak var viewController: ViewController?
    private let dependencies: HomeDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: HomeDependencies) {
        self.dependencies = dependencies
    }

    func showDetail(of item: Article) throws(HomeRoutingError) {
        guard let navigation = viewController?.navigationController else { throw .notInNavigationStack }
        let detail = HomeBuilder.buildDetail(of: item, dependencies: dependencies)
        do {
            try navigation.pushViewController(detail, animated: true)
        } catch {
            throw .pushRefused(error)
        }
    }
}
