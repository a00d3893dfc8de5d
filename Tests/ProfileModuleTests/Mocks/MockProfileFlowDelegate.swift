import TestSupport

@testable import ProfileModule

/// Counts how often it was told the person logged out.
final class MockProfileFlowDelegate: ProfileFlowDelegate {
    private(set) var didLogoutCount = 0
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func profileDidLogout() {
        didLogoutCount += 1
        log?.record("profileDidLogout")
    }
}
