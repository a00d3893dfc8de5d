import TestSupport

@testable import ProfileModule

/// A user that changes only when told; counts log-outs and keeps reports.
final class MockProfileSessionStore: ProfileSessionStoring {
    var displayName: String
    var email: String
    private(set) var markLoggedOutCount = 0
    private(set) var updateCount = 0
    private(set) var reports: [String] = []
    private let log: CallLog?

    init(displayName: String = "Ada Lovelace", email: String = "ada@example.com", log: CallLog? = nil) {
        self.displayName = displayName
        self.email = email
        self.log = log
    }

    func updateProfile(displayName: String, email: String) {
        updateCount += 1
        self.displayName = displayName
        self.email = email
        log?.record("updateProfile")
    }

    func keepReport(message: String) {
        reports.append(message)
        log?.record("keepReport")
    }

    func markLoggedOut() {
        markLoggedOutCount += 1
        log?.record("markLoggedOut")
    }
}
