import HeadlessUI

@testable import ProfileModule

/// Counts presentations and dismissals; when `failure` is set, refuses to present with it.
final class MockProfileRouter: ProfileRouting {
    private(set) var presentCount = 0
    private(set) var dismissCount = 0
    private(set) weak var listener: (any LogoutConfirmationListener)?
    var failure: PresentationError?
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func presentLogoutConfirmation(listener: any LogoutConfirmationListener) throws(PresentationError) {
        presentCount += 1
        if let failure { throw failure }
        self.listener = listener
    }

    func dismissLogoutConfirmation() {
        dismissCount += 1
        log?.record("dismissLogoutConfirmation")
    }
}
