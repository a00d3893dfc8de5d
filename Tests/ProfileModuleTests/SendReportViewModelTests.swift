import TestSupport
import Testing

@testable import ProfileModule

/// Send report? keeps the report in the outbox, then goes back to Profile.
@MainActor
@Suite struct SendReportViewModelTests {
    @Test func sendKeepsTheReportInTheOutboxThenGoesBackToProfile() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let router = MockJourneyRouter(log: log)
        let viewModel = SendReportViewModel(
            message: "The app froze", sessionStore: store, router: router, strings: .profile)
        viewModel.didTapSend()
        #expect(log.calls == ["keepReport", "route(sent)"])
        #expect(store.reports == ["The app froze"])
    }
}
