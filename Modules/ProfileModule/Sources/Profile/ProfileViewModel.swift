import Components
import Foundation

/// Decides what the Profile screen shows and what its log-out answers do.
final class ProfileViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let sessionStore: any ProfileSessionStoring
    private let router: any ProfileRouting
    private weak var flowDelegate: (any ProfileFlowDelegate)?

    init(sessionStore: any ProfileSessionStoring, router: any ProfileRouting, flowDelegate: (any ProfileFlowDelegate)?)
    {
        self.sessionStore = sessionStore
        self.router = router
        self.flowDelegate = flowDelegate
    }

    /// The name to show; the email stands in when the stored name is blank.
    var displayName: String {
        let name = sessionStore.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? email : name
    }

    /// The logged-in person's email.
    var email: String { sessionStore.email }

    /// Asks for confirmation before logging out.
    func didTapLogOut() {
        do {
            try router.presentLogoutConfirmation(listener: self)
            errorMessage = nil
        } catch {
            errorMessage = "Could not ask to confirm logging out: \(error)."
        }
    }
}

extension ProfileViewModel: LogoutConfirmationListener {
    func logoutConfirmationDidConfirm() {
        router.dismissLogoutConfirmation()
        sessionStore.markLoggedOut()
        flowDelegate?.profileDidLogout()
    }

    func logoutConfirmationDidCancel() {
        router.dismissLogoutConfirmation()
    }
}
