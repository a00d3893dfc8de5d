import DesignSystem

/// Shows the report once more and keeps it in the outbox when asked. What it shows never
/// changes, so it is not a `ScreenViewModel`.
final class SendReportViewModel {
    /// The validated report.
    let message: String
    private let sessionStore: any ProfileSessionStoring
    private let router: any SendReportRouting
    let strings: LocalizedStrings

    init(
        message: String, sessionStore: any ProfileSessionStoring, router: any SendReportRouting,
        strings: LocalizedStrings
    ) {
        self.strings = strings
        self.message = message
        self.sessionStore = sessionStore
        self.router = router
    }

    /// Keeps the report in the session's outbox, then ends the journey.
    func didTapSend() {
        sessionStore.keepReport(message: message)
        router.route(to: .sent)
    }
}
