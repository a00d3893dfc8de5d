import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// A link that arrives after the session ended but before the logged-in flow is swapped out
/// waits like any logged-out link, and the logout then drops it: it never opens for the next
/// person who logs in.
@MainActor
struct LogoutLinkRaceTests {
    @Test func aLinkBetweenMarkLoggedOutAndTheFlowSwapIsDeferredThenDropped() throws {
        let app = try TestApp.launch(loggedIn: true)
        let profile = try app.profileCoordinator()
        app.session.markLoggedOut()
        let outcome = app.coordinator.handle("example://home/item/h1")
        guard case .deferredUntilLogin = outcome else {
            Issue.record("expected the link to wait for login, got \(outcome)")
            return
        }
        #expect(app.coordinator.pendingDeepLink != nil)
        profile.profileDidLogout()
        #expect(app.coordinator.pendingDeepLink == nil)
        try app.logInThroughFlowDelegate()
        app.settle()
        #expect(app.shows(.identifier("home.item.h1")))
        #expect(!app.shows(.identifier("detail.bookmark")))
    }
}
