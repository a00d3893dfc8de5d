import DesignSystem
import HeadlessUI
import NavigationKit
import TestSupport
import Testing

@testable import ProfileModule

@MainActor
@Suite final class ProfileBuilderTests {
    private let flowDelegate = MockProfileFlowDelegate()
    /// Kept as App's Profile tab keeps what the builder returned: its coordinator owns the journeys.
    private var entry: FeatureEntry<Never, Never>?

    private func builtOnScreen(store: MockProfileSessionStore = MockProfileSessionStore()) throws -> ScreenHarness {
        let theme = try theme(.light)
        return try ScreenHarness(theme: theme) { [flowDelegate] router in
            let built = ProfileBuilder.build(
                dependencies: ProfileDependencies(
                    theme: theme, sessionStore: store, flowDelegate: flowDelegate, router: router))
            entry = built
            return built.viewController
        }
    }

    @Test func theEntryCarriesTheModulesCoordinatorForTheParentToKeep() throws {
        let screen = try builtOnScreen()
        let flow = try #require(entry?.flow)
        #expect(flow.rootViewController === screen.navigation.viewControllers.first)
    }

    @Test func theEntryIsTheAccountScreenShowingTheSessionsName() throws {
        let screen = try builtOnScreen(store: MockProfileSessionStore(displayName: "Grace Hopper"))
        #expect(screen.navigation.viewControllers.count == 1)
        #expect(try screen.driver.element(.identifier("profile.name")).label == "Grace Hopper")
    }

    @Test func editProfileStartsItsJourneyOnTheModulesStack() throws {
        let screen = try builtOnScreen()
        try screen.driver.tap(.identifier("profile.edit"))
        #expect(screen.navigation.viewControllers.count == 2)
    }

    @Test func logOutAsksFirstInASheet() throws {
        let screen = try builtOnScreen()
        try screen.driver.tap(.identifier("profile.logout"))
        #expect(screen.isShowingSheet)
    }
}
