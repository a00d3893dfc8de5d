import ArticleKit
import Components
import DesignSystem
import HeadlessUI
import HomeModule
import NavigationKit

/// Owns the Home tab: its navigation stack and the Home module.
final class HomeCoordinator: TabCoordinator {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.home
    private let router: Router
    private let dependencies: HomeDependencies
    /// The feed as the module built it: deep links reach the detail through it.
    private var feed: FeatureEntry<HomeBuilder.Destination, ArticleOpeningError>?

    init(context: AppContext) {
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        dependencies = HomeDependencies(
            theme: context.theme, sessionStore: context.session, feed: context.services.feed,
            articles: context.services.articles, router: router)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let feed = HomeBuilder.build(dependencies: dependencies)
        self.feed = feed
        try? router.setRootModule(feed.viewController)
    }

    var feature: (any RouteRestoring)? { feed }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        guard case let .homeItem(id) = link else { return .opened(link) }
        // The module's own router pushes the detail, as it does for a tap on the feed.
        guard let feed else {
            return .itemNotFound(link, message: "The Home feed is not shown.")
        }
        do {
            try feed.open(.detail(itemID: id))
            return .opened(link)
        } catch {
            return .itemNotFound(link, message: "\(error.message) Showing the Home feed.")
        }
    }
}
