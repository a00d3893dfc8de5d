import ArticleKit
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
    /// The saved items as the module built them: deep links reach a saved article through them.
    private var list: FeatureEntry<BookmarksBuilder.Destination, ArticleOpeningError>?

    init(context: AppContext) {
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        dependencies = BookmarksDependencies(
            theme: context.theme, sessionStore: context.session, articles: context.services.articles, router: router)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let list = BookmarksBuilder.build(dependencies: dependencies)
        self.list = list
        try? router.setRootModule(list.viewController)
    }

    var feature: (any RouteRestoring)? { list }

    func open(_ link: DeepLink) -> DeepLinkOutcome {
        router.popToRootModule(animated: false)
        guard case let .bookmarksItem(id) = link else { return .opened(link) }
        // The module's own router pushes the detail, as it does for a tapped bookmark.
        guard let list else {
            return .itemNotFound(link, message: "Bookmarks is not shown.")
        }
        do {
            try list.open(.detail(itemID: id))
            return .opened(link)
        } catch {
            return .itemNotFound(link, message: "\(error.message) Showing Bookmarks.")
        }
    }
}
