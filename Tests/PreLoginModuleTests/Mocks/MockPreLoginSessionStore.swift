import TestSupport

@testable import PreLoginModule

/// Records every log-in it is asked to store.
final class MockPreLoginSessionStore: PreLoginSessionStoring {
    struct LogIn: Equatable {
        let email: String
        let displayName: String
    }

    private(set) var logIns: [LogIn] = []
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func markLoggedIn(email: String, displayName: String) {
        logIns.append(LogIn(email: email, displayName: displayName))
        log?.record("markLoggedIn")
    }
}
