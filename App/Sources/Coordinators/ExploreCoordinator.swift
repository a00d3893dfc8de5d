import ArticleKit
import Components
import DesignSystem
import ExploreModule
import HeadlessUI
import NavigationKit

/// Owns the Explore tab: its navigation stack and the Explore module.
final class ExploreCoordinator: TabCoordinator {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.explore
    private let router: Router
    private let dependencies: ExploreDependencies
    /// The search as the module built it: deep links reach the detail through it.
    private var search: FeatureEntry<ExploreBuilder.Destination, ArticleOpeningError>?

    init(context: AppContext) {
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        dependencies = ExploreDependencies(
            theme: context.theme, sessionStore: context.session, search: context.services.search,
            articles: context.services.articles, router: router, searchDelay: context.services.searchDelay)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        show(ExploreBuilder.build(dependencies: dependencies))
    }

    private func show(_ search: FeatureEntry<ExploreBuilder.Destination, ArticleOpeningError>) {
        self.search = search
        try? router.setRootModule(search.viewController)
    }

    var feature: (any RouteRestoring)? { search }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        if case let .explore(query?) = link {
            // A new root replaces the whole stack, so there is nothing to pop first.
            var searching = dependencies
            searching.initialQuery = query
            show(ExploreBuilder.build(dependencies: searching))
            return .opened(link)
        }
        router.popToRootModule(animated: false)
        guard case let .exploreItem(id) = link else { return .opened(link) }
        // The module's own router pushes the detail, as it does for a tapped result.
        guard let search else {
            return .itemNotFound(link, message: "Explore is not shown.")
        }
        do {
            try search.open(.detail(itemID: id))
            return .opened(link)
        } catch {
            return .itemNotFound(link, message: "\(error.message) Showing Explore.")
        }
    }
}
