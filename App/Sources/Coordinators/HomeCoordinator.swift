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
        try? router.setRootModule(HomeBuilder.build(dependencies: dependencies))
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        guard case let .homeItem(id) = link else { return .opened(link) }
        // The module's own router pushes the detail, as it does for a tap on the feed.
        guard let feed = router.rootModule else {
            return .itemNotFound(link, message: "The Home feed is not shown.")
        }
        do {
            try HomeBuilder.open(.detail(itemID: id), from: feed)
            return .opened(link)
        } catch {
            return .itemNotFound(link, message: "\(error.message) Showing the Home feed.")
        }
    }
}
