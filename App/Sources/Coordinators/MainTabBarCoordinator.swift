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
        for linked in childCoordinators.all.compactMap({ $0 as? any LinkedFeatureCoordinator }) {
            removeDependency(linked)
        }
        guard let tab = link.tab else { return present(link) }
        select(tab)
        guard let coordinator = tabCoordinators.first(where: { $0.tab == tab }) else {
            return .itemNotFound(link, message: "The \(tab.title) tab is not available.")
        }
        return coordinator.open(link)
    }

    /// The tab shown.
    var selectedTab: MainTab { MainTab(rawValue: tabBarController.selectedIndex) ?? .home }

    /// Shows `tab`, as a tap on it does.
    func select(_ tab: MainTab) {
        tabBarController.selectedIndex = tab.rawValue
    }

    /// Presents a linked feature over the selected tab, on a stack of its own, until the person
    /// is done with it.
    private func present(_ link: DeepLink) -> DeepLinkOutcome {
        guard case let .linkedFeature(host) = link, let start = context.linkedFeatures[host] else {
            return .itemNotFound(link, message: "No feature is reached by this link.")
        }
        let coordinator = start(context)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            tabBarController.dismiss(animated: true)
            removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
        do {
            try tabBarController.present(coordinator.rootViewController, animated: true)
        } catch {
            removeDependency(coordinator)
            return .itemNotFound(link, message: "The feature could not be shown: \(error)")
        }
        return .opened(link)
    }

    func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator) {
        delegate?.mainTabBarCoordinatorDidLogOut(self)
    }
}
