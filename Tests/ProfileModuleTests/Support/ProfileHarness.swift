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
    /// The module's coordinator, which owns the Profile screen and its journeys; kept here as
    /// App's Profile tab keeps it, until `letGoOfTheFlow()`.
    private(set) var journeys: ProfileJourneys?

    init(
        appearance: Theme.Appearance = .light,
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) throws {
        self.store = store
        let theme = try theme(appearance)
        var made: ProfileJourneys?
        screen = try ScreenHarness(theme: theme) { [flowDelegate] router in
            let coordinator = ProfileJourneys(
                dependencies: ProfileDependencies(
                    theme: theme, sessionStore: store, flowDelegate: flowDelegate, router: router))
            coordinator.start()
            made = coordinator
            return coordinator.rootViewController
        }
        journeys = made
    }

    /// Lets the module's coordinator go, as App's Profile tab does when its flow ends.
    func letGoOfTheFlow() {
        journeys = nil
    }

    var window: Window { screen.window }
    var navigation: ThemedNavigationController { screen.navigation }
    var router: Router { screen.router }
    var driver: ScreenDriver { screen.driver }

    /// Whether a sheet is on screen.
    var isShowingSheet: Bool { screen.isShowingSheet }

    /// The journey running now (Edit profile or Report a problem), if any.
    var runningJourney: (any Coordinator)? { journeys?.childCoordinators.all.first }

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
