import Components
import DesignSystem
import Foundation
import NavigationKit

/// Decides what the Profile screen shows, which route each of its buttons asks for, and what
/// the screen says when a journey ends.
final class ProfileViewModel: ScreenViewModel {
    /// Why the last request could not be carried out; `nil` when it was.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// A confirmation of what just happened ("Report sent"); `nil` when there is none.
    private(set) var notice: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?

    private let sessionStore: any ProfileSessionStoring
    private let router: any ProfileRouting
    let strings: LocalizedStrings

    init(sessionStore: any ProfileSessionStoring, router: any ProfileRouting, strings: LocalizedStrings) {
        self.sessionStore = sessionStore
        self.router = router
        self.strings = strings
    }

    /// The name to show; the email stands in when the stored name is blank.
    var displayName: String {
        let name = sessionStore.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? email : name
    }

    /// The logged-in person's email.
    var email: String { sessionStore.email }

    func didTapLogOut() {
        show(.logoutConfirmation)
    }

    func didTapEditProfile() {
        notice = nil
        show(.editProfile)
    }

    func didTapReportProblem() {
        notice = nil
        show(.reportProblem)
    }

    private func show(_ route: ProfileRoute) {
        do {
            try router.route(to: route)
            if errorMessage != nil { errorMessage = nil }
        } catch {
            errorMessage = failure(of: route, error)
        }
    }

    private func failure(of route: ProfileRoute, _ error: RoutingError) -> String {
        switch route {
        case .logoutConfirmation:
            strings.localized("profile.error.logoutConfirmation", .text(error.message(in: strings.language)))
        case .editProfile: strings.localized("profile.error.editProfile", .text(error.message(in: strings.language)))
        case .reportProblem:
            strings.localized("profile.error.reportProblem", .text(error.message(in: strings.language)))
        }
    }
}

extension ProfileViewModel: ProfileJourneysDelegate {
    func profileRoute(_ route: ProfileRoute, didEndWith result: JourneyResult) {
        switch (route, result) {
        case let (_, .failed(error)):
            errorMessage = failure(of: route, error)
        case (.reportProblem, .completed):
            notice = strings.localized("profile.notice.reportSent")
        case (.editProfile, .completed):
            // The name and email are read from the session on every redraw.
            onChange?()
        case (_, .abandoned), (.logoutConfirmation, .completed):
            break
        }
    }
}
