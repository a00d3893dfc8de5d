import Testing

@testable import ProfileModule

@MainActor
@Suite struct ReportProblemViewModelTests {
    @Test func anEmptyReportIsRefusedWithItsMessage() {
        var forwarded: [String] = []
        let viewModel = ReportProblemViewModel(onNext: { forwarded.append($0) }, onCancel: {})
        viewModel.messageDidChange(" \n ")
        viewModel.next()
        #expect(viewModel.errorMessage == "Describe the problem")
        #expect(forwarded.isEmpty)
    }

    @Test func aReportOverTheLimitIsRefusedNamingTheLimit() {
        var forwarded: [String] = []
        let viewModel = ReportProblemViewModel(onNext: { forwarded.append($0) }, onCancel: {})
        viewModel.messageDidChange(String(repeating: "x", count: 100_000))
        viewModel.next()
        #expect(viewModel.errorMessage == "Keep the report to 5000 characters (this one has 100000)")
        #expect(forwarded.isEmpty)
    }

    @Test func aReportAtTheLimitGoesOn() {
        var forwarded: [String] = []
        let viewModel = ReportProblemViewModel(onNext: { forwarded.append($0) }, onCancel: {})
        let message = String(repeating: "x", count: ProfileInputRules.maximumReportLength)
        viewModel.messageDidChange(message)
        viewModel.next()
        #expect(viewModel.errorMessage == nil)
        #expect(forwarded == [message])
    }

    @Test func cancelGivesUpWithoutForwarding() {
        var cancelled = 0
        var forwarded: [String] = []
        let viewModel = ReportProblemViewModel(onNext: { forwarded.append($0) }, onCancel: { cancelled += 1 })
        viewModel.messageDidChange("The app froze")
        viewModel.cancel()
        #expect(cancelled == 1)
        #expect(forwarded.isEmpty)
    }

    @Test func sendKeepsTheReportInTheOutboxThenSaysSo() {
        let log = CallLog()
        let store = MockProfileSessionStore(log: log)
        let viewModel = SendReportViewModel(
            message: "The app froze", sessionStore: store, onSent: { log.record("onSent") })
        viewModel.send()
        #expect(log.calls == ["keepReport", "onSent"])
        #expect(store.reports == ["The app froze"])
    }
}
