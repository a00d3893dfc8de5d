import Components
import DesignSystem
import HeadlessUI
import ProfileModule

/// Owns the Profile tab and passes the module's logout up to the tab bar's coordinator.
final class ProfileCoordinator: TabCoordinator, ProfileFlowDelegate {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.profile
    weak var delegate: (any ProfileCoordinatorDelegate)?
    private let router: Router
    private let context: AppContext

    init(context: AppContext) {
        self.context = context
        router = Router(navigationController: ThemedNavigationController(theme: context.theme))
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let dependencies = ProfileDependencies(theme: context.theme, sessionStore: context.session, flowDelegate: self)
        try? router.setRootModule(ProfileBuilder.build(dependencies: dependencies))
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        return .opened(link)
    }

    func profileDidLogout() {
        delegate?.profileCoordinatorDidLogOut(self)
    }
}
