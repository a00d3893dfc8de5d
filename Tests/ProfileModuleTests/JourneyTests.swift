import HeadlessUI
import NavigationKit
import TestSupport
import Testing

@testable import ProfileModule

/// The module's own journeys, started from Profile through its router: where each exit
/// leaves the person and what it stores.
@MainActor
struct JourneyTests {
    @Test func editProfileIsPushedOnProfilesStackAndSaveReturnsToProfileShowingTheNewValues() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.edit"))
        #expect(harness.navigation.viewControllers.count == 2)
        #expect(harness.runningJourney is EditProfileCoordinator)
        try harness.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try harness.driver.tap(.identifier("editProfile.review"))
        try harness.driver.tap(.identifier("editProfile.save"))
        #expect(harness.store.displayName == "Grace Hopper")
        #expect(harness.navigation.viewControllers.count == 1)
        #expect(try harness.driver.element(.identifier("profile.name")).label == "Grace Hopper")
        #expect(harness.runningJourney == nil)
    }

    @Test func backingOutOfEditProfileStoresNothing() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.edit"))
        try harness.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try harness.driver.back()
        #expect(harness.store.updateCount == 0)
        #expect(harness.runningJourney == nil)
    }

    @Test func reportAProblemIsASheetWithItsOwnStackAndSendSaysSoOnProfile() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.report"))
        #expect(harness.isShowingSheet)
        #expect(harness.navigation.viewControllers.count == 1)
        try harness.writeReport("The feed froze")
        try harness.driver.tap(.identifier("report.send"))
        #expect(harness.store.reports == ["The feed froze"])
        #expect(!harness.isShowingSheet)
        #expect(try harness.driver.element(.identifier("profile.notice")).label == "Report sent")
        #expect(harness.runningJourney == nil)
    }

    @Test func cancellingTheReportKeepsNothingAndSaysNothing() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.report"))
        try harness.writeReport("The feed froze")
        try harness.driver.back()
        try harness.driver.tap(.identifier("report.cancel"))
        #expect(harness.store.reports.isEmpty)
        #expect(!harness.isShowingSheet)
        #expect(!(try harness.driver.isVisible(.identifier("profile.notice"))))
    }

    @Test func aSecondRequestWhileAJourneyRunsStartsNoSecondJourney() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.edit"))
        let journeys = try #require(harness.journeys)
        journeys.startJourney(for: .editProfile)
        journeys.startJourney(for: .reportProblem)
        #expect(journeys.childCoordinators.all.count == 1)
        #expect(harness.navigation.viewControllers.count == 2)
        #expect(!harness.isShowingSheet)
    }

    @Test func theParentStackDismissingTheSheetEndsTheReportJourney() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.report"))
        harness.router.dismissModule(animated: false)
        #expect(harness.runningJourney == nil)
        #expect(harness.store.reports.isEmpty)
    }

    @Test func profileWhoseStackIsGoneSaysWhyAJourneyCannotStart() throws {
        let store = MockProfileSessionStore()
        // The Router is dropped at once: the dependencies hold it weakly, as the stack's owner would.
        let dependencies = ProfileDependencies(
            theme: try theme(.light), sessionStore: store, flowDelegate: nil,
            router: Router(rootController: NavigationController()))
        let coordinator = ProfileJourneys(dependencies: dependencies)
        coordinator.start()
        let profile = try #require(coordinator.rootViewController as? ProfileViewController)
        profile.viewModel.didTapEditProfile()
        #expect(
            profile.viewModel.errorMessage
                == "Could not open Edit profile: the screen is no longer shown, so there is nowhere to go from it.")
        #expect(coordinator.childCoordinators.all.isEmpty)
    }
}
