import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit
import TestSupport
import Testing

@testable import PreLoginModule

@MainActor
@Suite struct PreLoginBuilderTests {
    private func entry(
        _ language: Language = .english, router: Router
    ) throws -> FeatureEntry<Never, Never> {
        let theme = try theme(.light).speaking(language)
        return PreLoginBuilder.build(
            dependencies: PreLoginDependencies(
                theme: theme, appName: "Example", sessionStore: MockPreLoginSessionStore(),
                flowDelegate: MockPreLoginFlowDelegate(), router: router))
    }

    @Test func theEntryIsTheWelcomeScreenShowingTheAppsName() throws {
        let harness = try PreLoginHarness()
        #expect(harness.navigation.viewControllers.count == 1)
        #expect(try harness.driver.element(.identifier("welcome.appName")).label == "Example")
        #expect(try harness.driver.isVisible(.identifier("welcome.login")))
    }

    @Test func theWelcomeScreensWordsAreInTheThemesLanguage() throws {
        let german = try ScreenHarness(theme: try theme(.light).speaking(.german)) { router in
            try entry(.german, router: router).viewController
        }
        let english = try ScreenHarness(theme: try theme(.light)) { router in
            try entry(router: router).viewController
        }
        let login = ElementSelector.identifier("welcome.login")
        #expect(try german.driver.element(login).label != english.driver.element(login).label)
    }

    @Test func logInAndCreateAccountArePushedInsideTheModuleOnTheSameStack() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.login"))
        #expect(harness.navigation.viewControllers.count == 2)
        try harness.driver.back()
        try harness.driver.tap(.identifier("welcome.register"))
        #expect(harness.navigation.viewControllers.count == 2)
    }
}
