import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// Where the person was, saved as the app goes to the background and rebuilt on the next
/// launch through the routes a tap takes: each feature reads its own route.
@MainActor
struct RestorationTests {
    /// The app launched again on `statePath`, as a person reopens it.
    private func relaunch(_ statePath: String, link: String? = nil) throws -> LaunchedApp {
        let app = try AppLauncher.launch(
            LaunchOptions(statePath: statePath, link: link), services: FixtureContent.services)
        app.settle()
        return app
    }

    /// Logs in, searches Explore for "concurrency" and opens e1, then goes to the background.
    private func leaveAnArticleOpenInExplore(on statePath: String) throws {
        let app = try TestApp.launch(statePath: statePath, loggedIn: true)
        try app.driver.tap(.identifier("tab.explore"))
        try app.driver.inputText("concurrency", into: .identifier("explore.search"))
        app.settle()
        try app.driver.tap(.identifier("explore.item.e1"))
        app.settle()
        #expect(app.shows(.identifier("detail.body")))
        app.enterBackground()
    }

    @Test func theTabTheSearchAndTheArticleAreBackAndBackReturnsToTheResults() throws {
        let statePath = TestApp.freshStatePath()
        try leaveAnArticleOpenInExplore(on: statePath)

        let app = try relaunch(statePath)
        #expect(app.notice == nil)
        #expect(try app.driver.element(.identifier("tab.explore")).isSelected)
        #expect(try app.driver.element(.identifier("nav.title")).label == "Swift concurrency")
        try app.driver.back()
        app.settle()
        #expect(try app.driver.element(.identifier("explore.search")).value == "concurrency")
        #expect(app.shows(.identifier("explore.item.e1")))
        #expect(!app.shows(.identifier("explore.item.e2")), "the results are the search's, not the whole catalogue")
    }

    @Test func aLinkTheAppIsLaunchedWithWinsOverWhereThePersonWas() throws {
        let statePath = TestApp.freshStatePath()
        try leaveAnArticleOpenInExplore(on: statePath)

        let app = try relaunch(statePath, link: "example://home/item/h2")
        #expect(app.linkOutcome?.isFailure == false)
        #expect(try app.driver.element(.identifier("tab.home")).isSelected)
        #expect(try app.driver.element(.identifier("nav.title")).label == "Coordinators in practice")
        try app.driver.tap(.identifier("tab.explore"))
        app.settle()
        #expect(app.shows(.identifier("explore.item.e2")), "Explore was not rebuilt under the link")
        #expect(try app.driver.element(.identifier("explore.search")).value ?? "" == "")
    }

    @Test func aRouteNoFeatureCanReadIsDroppedWithANoticeAndTheRestIsRebuilt() throws {
        let statePath = TestApp.freshStatePath()
        try leaveAnArticleOpenInExplore(on: statePath)
        guard case let .usable(state) = StateFile(path: statePath).read() else {
            Issue.record("the state file is not usable")
            return
        }
        let written = PropertyListSessionStore(file: StateFile(path: statePath), state: state)
        var place = try #require(state.place)
        place.selectedTab = "home"
        place.routes["home"] = "a route a newer build wrote"
        written.keepPlace(place)

        let app = try relaunch(statePath)
        #expect(app.notice == "Where you were in Home could not be reopened, so it opens at its first screen.")
        #expect(try app.driver.element(.identifier("tab.home")).isSelected)
        #expect(app.shows(.identifier("home.item.h1")))
        try app.driver.tap(.identifier("tab.explore"))
        #expect(try app.driver.element(.identifier("nav.title")).label == "Swift concurrency")
    }

    @Test func aHalfWrittenReportIsBackUntilItIsSent() throws {
        let statePath = TestApp.freshStatePath()
        let first = try TestApp.launch(statePath: statePath, loggedIn: true)
        try first.openReportProblem()
        try first.driver.inputText("The feed froze after", into: .identifier("report.message"))
        first.enterBackground()

        let second = try relaunch(statePath)
        // The sheet covers the tab bar, as it did when the app went to the background.
        #expect(try second.profileCoordinator().rootViewController.presentedViewController != nil)
        #expect(try second.driver.element(.identifier("report.message")).value == "The feed froze after")
        // Not sent yet: going to the background again keeps it again.
        second.enterBackground()
        let third = try relaunch(statePath)
        try third.driver.tap(.identifier("report.next"))
        try third.driver.tap(.identifier("report.send"))
        #expect(third.session.outbox.map(\.message) == ["The feed froze after"])
        third.enterBackground()

        let fourth = try relaunch(statePath)
        #expect(!fourth.shows(.identifier("report.message")))
        #expect(fourth.shows(.identifier("profile.report")))
    }

    @Test func aHalfEditedProfileIsBackWithWhatWasTypedAndNothingSaved() throws {
        let statePath = TestApp.freshStatePath()
        let first = try TestApp.launch(statePath: statePath, loggedIn: true)
        try first.openEditProfile()
        try first.replaceText(of: "editProfile.name", with: "Grace Hopper")
        first.enterBackground()

        let second = try relaunch(statePath)
        #expect(try second.driver.element(.identifier("tab.profile")).isSelected)
        #expect(try second.driver.element(.identifier("editProfile.name")).value == "Grace Hopper")
        #expect(try second.driver.element(.identifier("editProfile.email")).value == "ada@example.com")
        #expect(second.session.displayName == "Ada Lovelace", "typed, never saved")
        try second.driver.back()
        second.enterBackground()
        let third = try relaunch(statePath)
        #expect(!third.shows(.identifier("editProfile.name")), "backed out of, the journey is not reopened")
    }

    @Test func aLogoutForgetsWhereThePersonWas() throws {
        let statePath = TestApp.freshStatePath()
        try leaveAnArticleOpenInExplore(on: statePath)
        let app = try relaunch(statePath)
        #expect(app.session.place != nil)
        app.session.markLoggedOut()
        app.session.markLoggedIn(email: "grace@example.com", displayName: "Grace")
        #expect(app.session.place == nil)
        let next = try relaunch(statePath)
        #expect(try next.driver.element(.identifier("tab.home")).isSelected)
    }
}
