import TestSupport
import Testing

@testable import ProfileModule

@MainActor
@Suite struct ReportProblemViewModelTests {
    @Test func anEmptyReportIsRefusedWithItsMessage() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router, strings: .profile)
        viewModel.messageDidChange(" \n ")
        viewModel.didTapNext()
        #expect(viewModel.errorMessage == "Describe the problem")
        #expect(router.reportProblemRoutes.isEmpty)
    }

    @Test func aReportOverTheLimitIsRefusedNamingTheLimit() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router, strings: .profile)
        viewModel.messageDidChange(String(repeating: "x", count: 100_000))
        viewModel.didTapNext()
        #expect(viewModel.errorMessage == "Keep the report to 5000 characters (this one has 100000)")
        #expect(router.reportProblemRoutes.isEmpty)
    }

    @Test func aReportAtTheLimitGoesOn() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router, strings: .profile)
        let message = String(repeating: "x", count: ReportProblemViewModel.maximumLength)
        viewModel.messageDidChange(message)
        viewModel.didTapNext()
        #expect(viewModel.errorMessage == nil)
        #expect(router.reportProblemRoutes == [.sendReport(message: message)])
    }

    @Test func aRefusedNextSaysWhyAndKeepsTheReport() {
        let router = MockJourneyRouter()
        router.errorToThrow = .notShown
        let viewModel = ReportProblemViewModel(router: router, strings: .profile)
        viewModel.messageDidChange("The app froze")
        viewModel.didTapNext()
        #expect(
            viewModel.errorMessage
                == "Could not open Send report?: the screen is no longer shown, so there is nowhere to go from it.")
    }

    @Test func cancelGoesBackToProfileWithoutTheReport() {
        let router = MockJourneyRouter()
        let viewModel = ReportProblemViewModel(router: router, strings: .profile)
        viewModel.messageDidChange("The app froze")
        viewModel.didTapCancel()
        #expect(router.reportProblemRoutes == [.cancelled])
    }
}
