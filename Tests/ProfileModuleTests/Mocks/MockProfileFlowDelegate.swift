@testable import ProfileModule

/// Counts how often it was told the person logged out or asked for a flow; keeps the last
/// completions so a test can finish the flow.
final class MockProfileFlowDelegate: ProfileFlowDelegate {
    private(set) var didLogoutCount = 0
    private(set) var onSaved: (@MainActor () -> Void)?
    private(set) var onSent: (@MainActor () -> Void)?
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func profileDidLogout() {
        didLogoutCount += 1
        log?.record("profileDidLogout")
    }

    func profileWantsToEditProfile(onSaved: @escaping @MainActor () -> Void) {
        self.onSaved = onSaved
        log?.record("profileWantsToEditProfile")
    }

    func profileWantsToReportProblem(onSent: @escaping @MainActor () -> Void) {
        self.onSent = onSent
        log?.record("profileWantsToReportProblem")
    }
}
