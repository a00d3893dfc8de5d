import DesignSystem
import ExploreModule
import HeadlessUI

/// Owns the Explore tab: its navigation stack and the Explore module.
final class ExploreCoordinator: TabCoordinator {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.explore
    private let router: Router
    private let dependencies: ExploreDependencies

    init(context: AppContext) {
        router = Router(navigationController: ThemedNavigationController(theme: context.theme))
        dependencies = ExploreDependencies(theme: context.theme, sessionStore: context.session)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        try? router.setRootModule(ExploreBuilder.build(dependencies: dependencies))
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        switch link {
        case let .explore(query?):
            var searching = dependencies
            searching.initialQuery = query
            try? router.setRootModule(ExploreBuilder.build(dependencies: searching))
            return .opened(link)
        case let .exploreItem(id):
            guard let detail = ExploreBuilder.buildDetail(itemID: id, dependencies: dependencies) else {
                return .itemNotFound(link, message: "Explore has no item '\(id)'; showing Explore.")
            }
            do {
                try router.push(detail, animated: false)
            } catch {
                return .itemNotFound(link, message: "Could not open item '\(id)': \(error.description)")
            }
            return .opened(link)
        default:
            return .opened(link)
        }
    }
}
