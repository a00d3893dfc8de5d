@testable import ProfileModule

/// A fixed user; counts log-outs.
final class MockProfileSessionStore: ProfileSessionStoring {
    var displayName: String
    var email: String
    private(set) var markLoggedOutCount = 0
    private let log: CallLog?

    init(displayName: String = "Ada Lovelace", email: String = "ada@example.com", log: CallLog? = nil) {
        self.displayName = displayName
        self.email = email
        self.log = log
    }

    func markLoggedOut() {
        markLoggedOutCount += 1
        log?.record("markLoggedOut")
    }
}
