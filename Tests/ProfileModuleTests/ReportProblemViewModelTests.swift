import Testing

@testable import ProfileModule

@MainActor
@Suite struct ReportProblemViewModelTests {
    @Test func anEmptyReportIsRefusedWithItsMessage() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router)
        viewModel.messageDidChange(" \n ")
        viewModel.next()
        #expect(viewModel.errorMessage == "Describe the problem")
        #expect(router.reportProblemRoutes.isEmpty)
    }

    @Test func aReportOverTheLimitIsRefusedNamingTheLimit() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router)
        viewModel.messageDidChange(String(repeating: "x", count: 100_000))
        viewModel.next()
        #expect(viewModel.errorMessage == "Keep the report to 5000 characters (this one has 100000)")
        #expect(router.reportProblemRoutes.isEmpty)
    }

    @Test func aReportAtTheLimitGoesOn() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router)
        let message = String(repeating: "x", count: ProfileInputRules.maximumReportLength)
        viewModel.messageDidChange(message)
        viewModel.next()
        #expect(viewModel.errorMessage == nil)
        #expect(router.reportProblemRoutes == [.sendReport(message: message)])
    }

    @Test func cancelGoesBackToProfileWithoutTheReport() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router)
        viewModel.messageDidChange("The app froze")
        viewModel.cancel()
        #expect(router.reportProblemRoutes == [.backToProfile])
    }

    @Test func sendKeepsTheReportInTheOutboxThenGoesBackToProfile() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let router = MockJourneyRouter(log: log)
        let viewModel = SendReportViewModel(message: "The app froze", sessionStore: store, router: router)
        viewModel.send()
        #expect(log.calls == ["keepReport", "route(backToProfile)"])
        #expect(store.reports == ["The app froze"])
    }
}
