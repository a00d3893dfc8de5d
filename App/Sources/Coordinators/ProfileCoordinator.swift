import Components
import DesignSystem
import HeadlessUI
import ProfileModule

/// Owns the Profile tab: passes the module's logout up to the tab bar's coordinator and runs
/// the edit-profile and report-a-problem flows as child coordinators.
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

    private var dependencies: ProfileDependencies {
        ProfileDependencies(theme: context.theme, sessionStore: context.session, flowDelegate: self)
    }

    func start() {
        try? router.setRootModule(ProfileBuilder.build(dependencies: dependencies))
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        dismissPresentedFlow()
        router.popToRootModule(animated: false)
        return .opened(link)
    }

    func dismissPresentedFlow() {
        // Through the Router, so a presented flow hears that its sheet went.
        router.dismissModule(animated: false)
    }

    // MARK: - ProfileFlowDelegate

    func profileDidLogout() {
        delegate?.profileCoordinatorDidLogOut(self)
    }

    func profileWantsToEditProfile(onSaved: @escaping @MainActor () -> Void) {
        let coordinator = EditProfileCoordinator(router: router, dependencies: dependencies)
        run(coordinator) { result in if result == .completed { onSaved() } }
    }

    func profileWantsToReportProblem(onSent: @escaping @MainActor () -> Void) {
        let coordinator = ReportProblemCoordinator(presentingRouter: router, dependencies: dependencies)
        run(coordinator) { result in if result == .completed { onSent() } }
    }

    /// Keeps `coordinator` while its flow runs and lets it go when the flow ends.
    private func run(
        _ coordinator: some Coordinator & ChildFlowOutput,
        whenFinished: @escaping @MainActor (ChildFlowResult) -> Void
    ) {
        // One child flow at a time: a second tap while one runs starts nothing.
        guard childCoordinators.all.isEmpty else { return }
        coordinator.onFinish = { [weak self, weak coordinator] result in
            self?.removeDependency(coordinator)
            whenFinished(result)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
