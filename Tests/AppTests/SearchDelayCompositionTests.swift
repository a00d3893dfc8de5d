import AppTestSupport
import ExploreModule
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// Explore pauses for typing as long as the registered services say: a server's services keep
/// the default pause, services answering from memory may ask for none.
@MainActor
struct SearchDelayCompositionTests {
    private func exploreTyping(_ query: String, searchDelay: Duration) throws -> LaunchedApp {
        var services = FixtureContent.services
        services.searchDelay = searchDelay
        let app = try TestApp.launch(loggedIn: true, services: services)
        app.coordinator.handle("example://explore")
        app.settle()
        #expect(app.shows(.identifier("explore.item.e1")), "the whole catalogue before typing")
        try app.driver.inputText(query, into: .identifier("explore.search"))
        return app
    }

    @Test func servicesThatNameNoPauseKeepExploresDefault() {
        #expect(FixtureContent.services.searchDelay == ExploreDependencies.defaultSearchDelay)
        #expect(ExploreDependencies.defaultSearchDelay == .milliseconds(300))
    }

    @Test func exploreWaitsForThePauseTheServicesAskFor() throws {
        let app = try exploreTyping("accessibility", searchDelay: .seconds(3_600))
        MainRunLoop.main.runPending()
        #expect(MainRunLoop.main.workInFlight >= 1, "the search waits for typing to pause")
        #expect(app.shows(.identifier("explore.item.e1")), "nothing searched yet")
        app.coordinator.handle("example://home")
        #expect(app.settle(timeout: .seconds(60)), "leaving the screen ends the wait")
    }

    @Test func servicesThatAskForNoPauseAreSearchedAtOnce() throws {
        let app = try exploreTyping("accessibility", searchDelay: .zero)
        app.settle()
        #expect(app.shows(.identifier("explore.item.e2")))
        #expect(!app.shows(.identifier("explore.item.e1")))
    }
}
