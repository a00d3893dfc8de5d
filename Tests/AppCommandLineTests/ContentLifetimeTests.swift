import App
import AppTestSupport
import ContentServer
import HeadlessUI
import Testing

/// Nothing outlives its screen: leaving a screen by any exit cancels the request it is waiting
/// for, against the real content server holding every answer for a minute, and the live screen
/// tasks and objects return to where they were, also after 10,000 open-and-leave cycles.
@MainActor
@Suite(.serialized)
struct ContentLifetimeTests {
    /// Longer than any test waits: a request that ends before it was cancelled, not answered.
    static let serverDelay = 60_000

    /// A logged-in app on a fresh server, its feed shown, the server then holding every answer.
    private func appWaitingOnASlowServer() throws -> (LaunchedApp, ContentServer) {
        let server = try ContentServer(port: 0)
        server.start()
        let app = try TestApp.launch(loggedIn: true, contentBaseURL: server.baseURL)
        #expect(app.shows(.identifier("home.item.h1")))
        server.switchScenario(to: .slow(milliseconds: Self.serverDelay))
        return (app, server)
    }

    /// Whether every screen task has ended, waiting at most 20 s (a third of the server's delay).
    private func everyTaskEnds() -> Bool {
        // Both counts are the process's: a suite running beside this one may have an answer on
        // its way for a moment, so the wait lasts until neither has anything left.
        _ = MainRunLoop.main.run(
            until: { ScreenTasks.live == 0 && MainRunLoop.main.workInFlight == 0 }, timeout: .seconds(20))
        return ScreenTasks.live == 0 && MainRunLoop.main.workInFlight == 0
    }

    @Test func goingBackFromADetailCancelsItsRequest() throws {
        let (app, server) = try appWaitingOnASlowServer()
        defer { server.stop() }
        let before = LiveInstances.snapshot()
        _ = app.coordinator.handle("example://home/item/h2")
        #expect(app.shows(.identifier("detail.loading")))
        _ = MainRunLoop.main.run(until: { ScreenTasks.live == 1 }, timeout: .seconds(10))
        #expect(ScreenTasks.live == 1)
        try app.driver.back()
        #expect(everyTaskEnds())
        #expect(LiveInstances.snapshot() == before)
    }

    @Test func switchingTabsCancelsTheSearchOnItsWay() throws {
        let (app, server) = try appWaitingOnASlowServer()
        defer { server.stop() }
        try app.driver.tap(.identifier("tab.explore"))
        #expect(app.shows(.identifier("explore.loading")))
        // The look at what the cache kept ends at once (it kept nothing); the search waits.
        _ = MainRunLoop.main.run(until: { ScreenTasks.live == 1 }, timeout: .seconds(10))
        #expect(ScreenTasks.live == 1)
        try app.driver.tap(.identifier("tab.home"))
        #expect(everyTaskEnds())
        #expect(app.shows(.identifier("home.item.h1")))
    }

    @Test func loggingOutLeavesNoRequestAndNoScreenOfTheTabs() throws {
        let (app, server) = try appWaitingOnASlowServer()
        defer { server.stop() }
        _ = app.coordinator.handle("example://home/item/h2")
        _ = MainRunLoop.main.run(until: { ScreenTasks.live == 1 }, timeout: .seconds(10))
        #expect(ScreenTasks.live == 1)
        try app.driver.tap(.identifier("tab.profile"))
        try app.driver.tap(.identifier("profile.logout"))
        try app.driver.tap(.identifier("logout.confirm"))
        #expect(app.shows(.identifier("welcome.login")))
        #expect(everyTaskEnds())
        let live = LiveInstances.snapshot()
        #expect(live["ArticleDetailViewController"] == nil)
        #expect(live["HomeViewController"] == nil)
    }

    @Test func aDeepLinkElsewhereCancelsTheDetailsRequest() throws {
        let (app, server) = try appWaitingOnASlowServer()
        defer { server.stop() }
        _ = app.coordinator.handle("example://home/item/h2")
        _ = MainRunLoop.main.run(until: { ScreenTasks.live == 1 }, timeout: .seconds(10))
        #expect(ScreenTasks.live == 1)
        _ = app.coordinator.handle("example://profile")
        #expect(everyTaskEnds())
        #expect(app.shows(.identifier("profile.edit")))
    }

    @Test func tenThousandOpenAndLeaveCyclesLeaveNothingBehind() throws {
        let (app, server) = try appWaitingOnASlowServer()
        defer { server.stop() }
        _ = app.coordinator.handle("example://home/item/h2")
        try app.driver.back()
        #expect(everyTaskEnds())
        let before = LiveInstances.snapshot()
        for _ in 0..<10_000 {
            _ = app.coordinator.handle("example://home/item/h2")
            try app.driver.back()
        }
        #expect(everyTaskEnds(), "screen tasks still live: \(ScreenTasks.live)")
        #expect(LiveInstances.snapshot() == before)
    }
}
