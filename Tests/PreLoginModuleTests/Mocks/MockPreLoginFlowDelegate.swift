import TestSupport

@testable import PreLoginModule

/// Counts how often it was told the person logged in.
final class MockPreLoginFlowDelegate: PreLoginFlowDelegate {
    private(set) var didLogInCount = 0
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func preLoginDidLogIn() {
        didLogInCount += 1
        log?.record("preLoginDidLogIn")
    }
}
