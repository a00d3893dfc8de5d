import DesignSystem
import HeadlessUI
import Testing

@testable import ProfileModule

@Suite struct ProfileFlowTests {
    @Test func theScreenShowsTheNameAndEmailOfTheSession() throws {
        let harness = try ProfileHarness()
        #expect(try harness.driver.element(.identifier("profile.name")).label == "Ada Lovelace")
        #expect(try harness.driver.element(.identifier("profile.email")).label == "ada@example.com")
    }

    @Test func tappingLogOutShowsTheConfirmationSheet() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.logout"))
        #expect(harness.isShowingSheet)
        #expect(try harness.driver.isVisible(.text("Log out?")))
    }

    @Test func confirmingOnTheSheetLogsOutAndTellsTheFlowDelegate() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.logout"))
        try harness.driver.tap(.identifier("logout.confirm"))
        #expect(!harness.isShowingSheet)
        #expect(harness.store.markLoggedOutCount == 1)
        #expect(harness.flowDelegate.didLogoutCount == 1)
    }

    @Test func cancellingOnTheSheetClosesItAndKeepsTheSession() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.logout"))
        try harness.driver.tap(.identifier("logout.cancel"))
        #expect(!harness.isShowingSheet)
        #expect(harness.store.markLoggedOutCount == 0)
        #expect(harness.flowDelegate.didLogoutCount == 0)
    }

    @Test func swipingTheSheetDownClosesItAndKeepsTheSession() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.logout"))
        try harness.driver.swipeDownSheet()
        #expect(!harness.isShowingSheet)
        #expect(harness.store.markLoggedOutCount == 0)
        #expect(harness.flowDelegate.didLogoutCount == 0)
    }

    @Test func logOutCanBeAskedAgainAfterTheSheetWasSwipedAway() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.logout"))
        try harness.driver.swipeDownSheet()
        try harness.driver.tap(.identifier("profile.logout"))
        #expect(harness.isShowingSheet)
        #expect(!(try harness.driver.isVisible(.identifier("profile.error"))))
    }

    @Test func theSheetIsReleasedAfterItIsSwipedAway() throws {
        let harness = try ProfileHarness()
        let detector = LeakDetector()
        try harness.driver.tap(.identifier("profile.logout"))
        do {
            let sheet = try #require(harness.window.screen.topLayer?.controller)
            detector.expectRelease(sheet, because: "the sheet was swiped away")
        }
        try harness.driver.swipeDownSheet()
        #expect(detector.check().isEmpty)
    }

    @Test func profileAndItsViewModelAreReleasedOnceTheFlowLetsGoOfThem() throws {
        let harness = try ProfileHarness()
        let detector = LeakDetector()
        do {
            let profile = try #require(harness.navigation.topViewController as? ProfileViewController)
            detector.expectRelease(profile, because: "the flow was let go after logging out")
            detector.expectRelease(profile.viewModel, because: "the flow was let go after logging out")
        }
        try harness.driver.tap(.identifier("profile.logout"))
        try harness.driver.tap(.identifier("logout.confirm"))
        try harness.window.setRootViewController(ViewController())
        try harness.navigation.setViewControllers([], animated: false)
        harness.letGoOfTheFlow()
        #expect(detector.check().isEmpty)
    }
}
