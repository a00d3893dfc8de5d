import Components
import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit
import TestSupport

@testable import ProfileModule

/// The Profile module as App shows it: the account screen at the root of a themed
/// navigation controller driven by a Router on a visible window, with a recording session
/// store and delegate.
final class ProfileHarness {
    let store: MockProfileSessionStore
    let flowDelegate = MockProfileFlowDelegate()
    private let screen: ScreenHarness
    private let capturedRouter: CapturedRouter

    init(
        appearance: Theme.Appearance = .light,
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) throws {
        self.store = store
        let theme = try theme(appearance)
        let captured = CapturedRouter()
        screen = try ScreenHarness(theme: theme) { [flowDelegate] router in
            // Profile assembled as its factory does, keeping a look at its router for the
            // journey checks.
            let dependencies = ProfileDependencies(
                theme: theme, sessionStore: store, flowDelegate: flowDelegate, router: router)
            let viewModel = ProfileViewModel(
                sessionStore: store, strings: LocalizedStrings(bundle: .module, language: theme.language),
                makeRouter: { delegate in
                    let profileRouter = ProfileRouter(dependencies: dependencies, delegate: delegate)
                    captured.router = profileRouter
                    return profileRouter
                })
            return ProfileViewController(viewModel: viewModel, components: Components(theme: theme))
        }
        capturedRouter = captured
    }

    var window: Window { screen.window }
    var navigation: ThemedNavigationController { screen.navigation }
    var router: Router { screen.router }
    var driver: ScreenDriver { screen.driver }

    /// Whether a sheet is on screen.
    var isShowingSheet: Bool { screen.isShowingSheet }

    /// The Profile screen's router, which starts and keeps the module's journeys.
    var profileRouter: ProfileRouter? { capturedRouter.router }

    /// The journey running now (Edit profile or Report a problem), if any.
    var runningJourney: (any Coordinator)? { profileRouter?.journeys.all.first }

    /// Replaces the text of the field `identifier` with `text`.
    func replaceText(of identifier: String, with text: String) throws {
        try driver.tap(.identifier(identifier))
        try driver.eraseText()
        try driver.inputText(text)
    }

    /// Writes `message` on Report a problem and goes on to Send report?.
    func writeReport(_ message: String) throws {
        try driver.inputText(message, into: .identifier("report.message"))
        try driver.tap(.identifier("report.next"))
    }

    /// The text screen followed by the tree of the top layer.
    func screenAndTree() throws -> String {
        try screen.screenAndTree()
    }
}

/// Where the harness keeps a weak look at the Profile screen's router.
private final class CapturedRouter {
    weak var router: ProfileRouter?
}
