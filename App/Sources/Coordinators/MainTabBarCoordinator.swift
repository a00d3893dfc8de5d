import Components
import HeadlessUI
import NavigationKit

/// Owns the logged-in app: the tab bar and one coordinator per tab.
final class MainTabBarCoordinator: Coordinator, ProfileCoordinatorDelegate {
    let childCoordinators = ChildCoordinators()
    weak var delegate: (any MainTabBarCoordinatorDelegate)?
    private let context: AppContext
    private let tabBarController = TabBarController()

    init(context: AppContext) {
        self.context = context
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { tabBarController }

    /// The tab coordinators, in tab order.
    var tabCoordinators: [any TabCoordinator] {
        childCoordinators.all.compactMap { $0 as? any TabCoordinator }
    }

    func start() {
        let profile = ProfileCoordinator(context: context)
        profile.delegate = self
        let tabs: [any TabCoordinator] = [
            HomeCoordinator(context: context),
            ExploreCoordinator(context: context),
            BookmarksCoordinator(context: context),
            profile,
        ]
        for coordinator in tabs {
            addDependency(coordinator)
            coordinator.start()
            coordinator.rootViewController.tabBarItem = coordinator.tab.item(in: context.theme.language)
        }
        Components(theme: context.theme).style(tabBarController)
        // Fresh controllers that belong to no container: the tab bar cannot refuse them.
        try? tabBarController.setViewControllers(tabs.map(\.rootViewController))
    }

    /// Opens `link` in its tab: whatever is presented goes, the tab is selected, then the
    /// tab's coordinator shows the destination.
    func open(_ link: DeepLink) -> DeepLinkOutcome {
        // Each tab dismisses its own flow's sheet first, so that flow ends and is released.
        for coordinator in tabCoordinators { coordinator.dismissPresentedFlow() }
        tabBarController.dismiss(animated: false)
        tabBarController.selectedIndex = link.tab.rawValue
        guard let coordinator = tabCoordinators.first(where: { $0.tab == link.tab }) else {
            return .itemNotFound(link, message: "The \(link.tab.title) tab is not available.")
        }
        return coordinator.open(link)
    }

    func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator) {
        delegate?.mainTabBarCoordinatorDidLogOut(self)
    }
}
