import ArticleKit
import HeadlessUI

/// Pushes catalogue details onto the search screen's navigation stack.
final class ExploreRouter: ExploreRouting {
    /// The search screen; weak, because the screen owns the view model that owns this router.
    weak var viewController: ViewController?
    private let dependencies: ExploreDependencies

    /// Creates a router that builds details with `dependencies`.
    init(dependencies: ExploreDependencies) {
        self.dependencies = dependencies
    }

    func showDetail(of item: Article) throws(ExploreRoutingError) {
        guard let navigation = viewController?.navigationController else { throw .notInNavigationStack }
        let detail = ExploreBuilder.buildDetail(of: item, dependencies: dependencies)
        do {
            try navigation.pushViewController(detail, animated: true)
        } catch {
            throw .pushRefused(error)
        }
    }
}
