import BookmarksModule
import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Owns the Bookmarks tab: its navigation stack and the Bookmarks module.
final class BookmarksCoordinator: TabCoordinator {
    let childCoordinators = ChildCoordinators()
    let tab = MainTab.bookmarks
    private let router: Router
    private let dependencies: BookmarksDependencies

    init(context: AppContext) {
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        dependencies = BookmarksDependencies(
            theme: context.theme,
            sessionStore: context.session)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        try? router.setRootModule(BookmarksBuilder.build(dependencies: dependencies).viewController)
    }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        return .opened(link)
    }
}
