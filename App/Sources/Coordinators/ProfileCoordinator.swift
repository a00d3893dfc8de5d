import Components
import DesignSystem
import HeadlessUI
import NavigationKit
import ProfileModule

/// Owns the Profile tab: its navigation stack and Router, on which the Profile module runs its
/// own journeys, and passes the module's logout up to the tab bar's coordinator.
final class ProfileCoordinator: TabCoordinator, ProfileFlowDelegate {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.profile
    weak var delegate: (any ProfileCoordinatorDelegate)?
    private let router: Router
    private let context: AppContext
    /// The account screen as the module built it: it saves and restores the journey under way.
    private(set) var feature: (any RouteRestoring)?

    init(context: AppContext) {
        self.context = context
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let dependencies = ProfileDependencies(
            theme: context.theme, sessionStore: context.session, flowDelegate: self, router: router)
        let profile = ProfileBuilder.build(dependencies: dependencies)
        feature = profile
        // The module's own coordinator keeps its journeys; this one keeps it for as long as the tab.
        if let flow = profile.flow { addDependency(flow) }
        try? router.setRootModule(profile.viewController)
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        dismissPresentedFlow()
        router.popToRootModule(animated: false)
        return .opened(link)
    }

    func dismissPresentedFlow() {
        // Through the Router, so a journey the module presented hears that its sheet went.
        router.dismissModule(animated: false)
    }

    // MARK: - ProfileFlowDelegate

    func profileDidLogout() {
        delegate?.profileCoordinatorDidLogOut(self)
    }
}
