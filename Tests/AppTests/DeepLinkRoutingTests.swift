import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

@MainActor
struct DeepLinkRoutingTests {
    private func tabs(of app: LaunchedApp) throws -> TabBarController {
        try #require(app.window.rootViewController as? TabBarController)
    }

    private func stack(of app: LaunchedApp, tab: MainTab) throws -> [ViewController] {
        let navigation = try #require(try tabs(of: app).viewControllers[tab.rawValue] as? NavigationController)
        return navigation.viewControllers
    }

    @Test(arguments: [
        ("example://home", MainTab.home, 1),
        ("example://home/item/h1", .home, 2),
        ("example://explore", .explore, 1),
        ("example://explore?q=swift", .explore, 1),
        ("example://explore/item/e2", .explore, 2),
        ("example://bookmarks", .bookmarks, 1),
        ("example://profile", .profile, 1),
    ])
    func everyLinkSelectsItsTabAndShowsItsScreen(link: String, tab: MainTab, depth: Int) throws {
        let app = try TestApp.launch(loggedIn: true)
        let outcome = app.coordinator.handle(link)
        #expect(!outcome.isFailure, "\(outcome.message(scheme: "example"))")
        #expect(try tabs(of: app).selectedIndex == tab.rawValue)
        #expect(try stack(of: app, tab: tab).count == depth)
    }

    @Test func openingTheSameLinkTwiceLeavesTheSameStack() throws {
        let app = try TestApp.launch(loggedIn: true)
        app.coordinator.handle("example://home/item/h1")
        app.coordinator.handle("example://home/item/h1")
        #expect(try stack(of: app, tab: .home).count == 2)
    }

    @Test func aLinkPopsWhatWasPushedBeforeItInThatTab() throws {
        let app = try TestApp.launch(loggedIn: true)
        app.coordinator.handle("example://home/item/h1")
        app.coordinator.handle("example://home/item/h2")
        #expect(try stack(of: app, tab: .home).count == 2)
        app.coordinator.handle("example://home")
        #expect(try stack(of: app, tab: .home).count == 1)
    }

    @Test func theSearchLinkFillsTheSearchField() throws {
        let app = try TestApp.launch(loggedIn: true)
        app.coordinator.handle("example://explore?q=coordinator")
        #expect(try app.driver.element(.identifier("explore.search")).value == "coordinator")
    }

    @Test func anUnknownItemOpensADetailThatSaysTheArticleDoesNotExist() throws {
        let app = try TestApp.launch(loggedIn: true)
        app.coordinator.handle("example://home/item/h1")
        let outcome = app.coordinator.handle("example://home/item/nope")
        // Whether an article exists is the server's to say: the detail asks and shows the answer.
        #expect(outcome == .opened(.homeItem(id: "nope")))
        #expect(try stack(of: app, tab: .home).count == 2)
        app.settle()
        #expect(try app.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
        #expect(app.shows(.identifier("detail.failure.retry")))
    }

    @Test func aLinkToASavedArticleOpensItInTheBookmarksTabAndOneNotSavedIsRefused() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.driver.tap(.identifier("home.item.h2"))
        app.settle()
        try app.driver.tap(.identifier("detail.bookmark"))
        let opened = app.coordinator.handle("example://bookmarks/item/h2")
        #expect(opened == .opened(.bookmarksItem(id: "h2")))
        #expect(try tabs(of: app).selectedIndex == MainTab.bookmarks.rawValue)
        #expect(try stack(of: app, tab: .bookmarks).count == 2)
        let refused = app.coordinator.handle("example://bookmarks/item/h3")
        #expect(refused.isFailure)
        #expect(refused.message(scheme: "example").contains("“h3” is not among your bookmarks."))
        #expect(try stack(of: app, tab: .bookmarks).count == 1)
    }

    @Test func aLinkedDetailIsPushedByTheModuleOnTheTabsStackAsATapIs() throws {
        let tapped = try TestApp.launch(loggedIn: true)
        try tapped.driver.tap(.identifier("home.item.h2"))
        let linked = try TestApp.launch(loggedIn: true)
        linked.coordinator.handle("example://home/item/h2")
        let tappedStack = try stack(of: tapped, tab: .home)
        let linkedStack = try stack(of: linked, tab: .home)
        #expect(
            linkedStack.map { String(describing: type(of: $0)) } == tappedStack.map { String(describing: type(of: $0)) }
        )
        #expect(linkedStack.map(\.title) == tappedStack.map(\.title))
    }

    @Test func aLinkDismissesASheetThatWasOpen() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.driver.tap(.identifier("tab.profile"))
        try app.driver.tap(.identifier("profile.logout"))
        app.coordinator.handle("example://home")
        #expect(app.window.screen.layers.count == 1)
        #expect(try tabs(of: app).selectedIndex == MainTab.home.rawValue)
    }

    @Test func aMalformedLinkChangesNothing() throws {
        let app = try TestApp.launch(loggedIn: true)
        app.coordinator.handle("example://explore/item/e2")
        let before = app.screenText
        let outcome = app.coordinator.handle("example://explore/item/%%%")
        #expect(outcome.isFailure)
        #expect(app.screenText == before)
    }

    @Test func aLinkWhileLoggedOutWaitsAndShowsNothingLoggedIn() throws {
        let app = try TestApp.launch()
        let outcome = app.coordinator.handle("example://home/item/h1")
        #expect(outcome == .deferredUntilLogin(.homeItem(id: "h1")))
        #expect(app.coordinator.flowCoordinator is PreLoginCoordinator)
        #expect(!app.shows(.identifier("tab.home")))
    }

    @Test func aPendingLinkOpensRightAfterLogin() throws {
        let app = try TestApp.launch()
        app.coordinator.handle("example://explore/item/e2")
        try app.logInThroughFlowDelegate()
        #expect(try tabs(of: app).selectedIndex == MainTab.explore.rawValue)
        #expect(try stack(of: app, tab: .explore).count == 2)
        #expect(app.coordinator.pendingDeepLink == nil)
    }

    @Test func onlyTheLatestPendingLinkIsKept() throws {
        let app = try TestApp.launch()
        app.coordinator.handle("example://home/item/h1")
        app.coordinator.handle("example://bookmarks")
        #expect(app.coordinator.pendingDeepLink == .bookmarks)
    }

    @Test func aRefusedLinkDoesNotReplaceThePendingOne() throws {
        let app = try TestApp.launch()
        app.coordinator.handle("example://profile")
        app.coordinator.handle("example://nowhere")
        #expect(app.coordinator.pendingDeepLink == .profile)
    }

    @Test func aLinkIsReplayedOnceAndNotAfterTheNextLogin() throws {
        let app = try TestApp.launch()
        app.coordinator.handle("example://profile")
        try app.logInThroughFlowDelegate()
        #expect(try tabs(of: app).selectedIndex == MainTab.profile.rawValue)
        try app.logOutThroughFlowDelegate()
        #expect(app.coordinator.pendingDeepLink == nil)
        try app.logInThroughFlowDelegate()
        #expect(try tabs(of: app).selectedIndex == MainTab.home.rawValue)
    }
}
