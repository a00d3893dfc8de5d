import Components

/// Shows the report once more and keeps it in the outbox when asked.
final class SendReportViewModel: ScreenViewModel {
    /// Called after the state changed; this screen's state never changes.
    var onChange: (() -> Void)?
    /// The validated report.
    let message: String
    private let sessionStore: any ProfileSessionStoring
    private let onSent: @MainActor () -> Void

    init(message: String, sessionStore: any ProfileSessionStoring, onSent: @escaping @MainActor () -> Void) {
        self.message = message
        self.sessionStore = sessionStore
        self.onSent = onSent
    }

    /// Keeps the report in the session's outbox, then says so.
    func send() {
        sessionStore.keepReport(message: message)
        onSent()
    }
}
