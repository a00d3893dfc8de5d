import Components

/// Shows the report once more and keeps it in the outbox when asked.
final class SendReportViewModel: ScreenViewModel {
    /// Called after the state changed; this screen's state never changes.
    var onChange: (() -> Void)?
    /// The validated report.
    let message: String
    private let sessionStore: any ProfileSessionStoring
    /// Weak: the journey's coordinator routes this screen and owns the sheet it is on.
    private weak var router: (any SendReportRouting)?

    init(message: String, sessionStore: any ProfileSessionStoring, router: any SendReportRouting) {
        self.message = message
        self.sessionStore = sessionStore
        self.router = router
    }

    /// Keeps the report in the session's outbox, then goes back to Profile.
    func send() {
        sessionStore.keepReport(message: message)
        router?.route(to: .backToProfile)
    }
}
