import DesignSystem
import HeadlessUI
import NavigationKit

/// Chooses the flow from the session: PreLogin when logged out, the tab bar when logged in.
/// Holds exactly one flow at a time, so swapping flows releases the old one whole.
public final class AppCoordinator: PreLoginCoordinatorDelegate, MainTabBarCoordinatorDelegate {
    /// The flow on screen.
    public private(set) var flowCoordinator: (any Coordinator)?
    /// A link that arrived while logged out; it opens right after login.
    private(set) var pendingDeepLink: DeepLink?
    /// Said once at launch when part of where the person was could not be reopened.
    private(set) var restorationNotice: String?
    private let window: Window
    private let context: AppContext

    init(window: Window, context: AppContext) {
        self.window = window
        self.context = context
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// Shows the flow the session calls for, without animation, as at launch.
    func start() {
        if context.session.isLoggedIn {
            showMainTabBar(transition: .none)
        } else {
            showPreLogin(transition: .none)
        }
    }

    /// Once the window shows the flow: opens `link` when the app is launched with one, or else
    /// reopens where the person was when the app last went to the background. Returns what
    /// became of `link`.
    func reopen(launchLink link: String?) -> DeepLinkOutcome? {
        // A link the person launched the app with is where they want to be: it wins.
        if let link { return handle(link) }
        restorePlace()
        return nil
    }

    /// Keeps where the person is for the next launch, as an app does when it goes to the
    /// background; nothing while nobody is logged in.
    func saveWhereThePersonIs() {
        guard let main = flowCoordinator as? MainTabBarCoordinator else { return }
        context.session.keepPlace(main.savedPlace())
    }

    private func restorePlace() {
        guard let place = context.session.place, let main = flowCoordinator as? MainTabBarCoordinator else { return }
        let unread = main.restore(place)
        guard !unread.isEmpty else { return }
        let strings = LocalizedStrings(bundle: .module, language: context.theme.language)
        let tabs = unread.map { $0.title(in: strings) }.joined(separator: ", ")
        restorationNotice = strings.localized("launch.placeNotRestored", .text(tabs))
    }

    /// Opens a deep link: at once when logged in, after login when logged out. A logged-out
    /// person never sees logged-in content; a refused link changes nothing.
    @discardableResult
    public func handle(_ link: String) -> DeepLinkOutcome {
        let deepLink: DeepLink
        do {
            deepLink = try DeepLinkParser.parse(
                link, scheme: context.configuration.urlScheme, linkedHosts: Set(context.linkedFeatures.keys))
        } catch {
            return .rejected(error)
        }
        return route(deepLink)
    }

    /// What `outcome` means, for a person, with links in this configuration's scheme.
    public func message(for outcome: DeepLinkOutcome) -> String {
        outcome.message(
            scheme: context.configuration.urlScheme,
            strings: LocalizedStrings(bundle: .module, language: context.theme.language))
    }

    private func route(_ deepLink: DeepLink) -> DeepLinkOutcome {
        guard context.session.isLoggedIn, let main = flowCoordinator as? MainTabBarCoordinator else {
            pendingDeepLink = deepLink
            return .deferredUntilLogin(deepLink)
        }
        return main.open(deepLink)
    }

    // MARK: - Flows

    private func showPreLogin(transition: Window.TransitionStyle) {
        let coordinator = PreLoginCoordinator(context: context)
        coordinator.delegate = self
        setFlow(coordinator, transition: transition)
    }

    private func showMainTabBar(transition: Window.TransitionStyle) {
        let coordinator = MainTabBarCoordinator(context: context)
        coordinator.delegate = self
        setFlow(coordinator, transition: transition)
    }

    private func setFlow(_ coordinator: any Coordinator, transition: Window.TransitionStyle) {
        coordinator.start()
        // A just-started flow's root belongs to no container, so the window cannot refuse it.
        try? window.setRootViewController(coordinator.rootViewController, transition: transition)
        flowCoordinator = coordinator
    }

    // MARK: - Delegates

    func preLoginCoordinatorDidLogIn(_ coordinator: PreLoginCoordinator) {
        // A login that could not be saved did not happen; its notice is on screen.
        guard context.session.isLoggedIn else { return }
        showMainTabBar(transition: context.flowTransition)
        if let link = pendingDeepLink {
            pendingDeepLink = nil
            _ = route(link)
        }
    }

    func mainTabBarCoordinatorDidLogOut(_ coordinator: MainTabBarCoordinator) {
        // A logout that could not be saved did not happen; its notice is on screen.
        guard !context.session.isLoggedIn else { return }
        pendingDeepLink = nil
        showPreLogin(transition: context.flowTransition)
    }
}
