import Components
import DesignSystem
import Foundation

/// Decides what the Profile screen shows and which route each of its buttons asks for.
final class ProfileViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// A confirmation of what just happened ("Report sent"); `nil` when there is none.
    private(set) var notice: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let sessionStore: any ProfileSessionStoring
    /// Where the screen's buttons lead.
    let router: any ProfileRouting
    private weak var flowDelegate: (any ProfileFlowDelegate)?
    private let strings: LocalizedStrings

    init(
        sessionStore: any ProfileSessionStoring, router: any ProfileRouting, flowDelegate: (any ProfileFlowDelegate)?,
        strings: LocalizedStrings = ProfileStrings.strings(in: .english)
    ) {
        self.sessionStore = sessionStore
        self.router = router
        self.flowDelegate = flowDelegate
        self.strings = strings
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
        show(.logoutConfirmation) { strings.localized("profile.error.logoutConfirmation", .text($0)) }
    }

    /// Starts editing the name and email.
    func didTapEditProfile() {
        notice = nil
        show(.editProfile) { strings.localized("profile.error.editProfile", .text($0)) }
    }

    /// Starts reporting a problem.
    func didTapReportProblem() {
        notice = nil
        show(.reportProblem) { strings.localized("profile.error.reportProblem", .text($0)) }
    }

    /// Asks for `route`; when it cannot be shown, says why on screen, in the sentence `failure`
    /// makes of the reason.
    private func show(_ route: ProfileRoute, failure: (String) -> String) {
        do {
            try router.route(to: route)
            if errorMessage != nil { errorMessage = nil }
        } catch {
            errorMessage = failure("\(error)")
        }
    }
}

extension ProfileViewModel: ProfileRouteListener {
    func logoutConfirmationDidConfirm() {
        router.dismissLogoutConfirmation()
        sessionStore.markLoggedOut()
        flowDelegate?.profileDidLogout()
    }

    func logoutConfirmationDidCancel() {
        router.dismissLogoutConfirmation()
    }

    func profileChangesWereSaved() {
        // The name and email are read from the session on every redraw.
        onChange?()
    }

    func reportWasSent() {
        notice = strings.localized("profile.notice.reportSent")
    }
}
