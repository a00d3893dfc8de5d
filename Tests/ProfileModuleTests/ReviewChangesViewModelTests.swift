import TestSupport
import Testing

@testable import ProfileModule

/// Review changes saves what was reviewed, then goes back to Profile.
@MainActor
@Suite struct ReviewChangesViewModelTests {
    @Test func saveStoresTheReviewedValuesThenGoesBackToProfile() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let router = MockJourneyRouter(log: log)
        let viewModel = ReviewChangesViewModel(
            changes: .init(displayName: "Grace Hopper", email: "grace@example.com"), sessionStore: store,
            router: router, strings: .profile)
        viewModel.didTapSave()
        #expect(log.calls == ["updateProfile", "route(saved)"])
        #expect(store.displayName == "Grace Hopper")
        #expect(store.email == "grace@example.com")
    }
}
