import AccountKit
import Components
import DesignSystem
import NavigationKit

/// Holds the name and email being edited and lets them go to review only when both are valid.
final class EditProfileViewModel: ScreenViewModel {
    /// Why "Review" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?
    /// The name as typed, starting with today's.
    private(set) var name: String
    /// The email as typed, starting with today's.
    private(set) var email: String
    private let router: any EditProfileRouting
    let strings: LocalizedStrings

    /// Editing starts from `typed` when the app restores what was typed before, and from
    /// today's name and email otherwise.
    init(
        sessionStore: any ProfileSessionStoring, router: any EditProfileRouting, strings: LocalizedStrings,
        typed: (name: String, email: String)? = nil
    ) {
        self.strings = strings
        name = typed?.name ?? sessionStore.displayName
        email = typed?.email ?? sessionStore.email
        self.router = router
    }

    func nameDidChange(_ text: String) {
        name = text
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    /// Validates both fields; when they are valid, asks to review the trimmed values.
    func didTapReview() {
        let changes: ProfileChanges
        do throws(AccountInputError) {
            changes = ProfileChanges(
                displayName: try AccountValidator.name(name), email: try AccountValidator.email(email))
        } catch {
            errorMessage = error.message(in: strings.language)
            return
        }
        do {
            try router.route(to: .reviewChanges(changes))
            errorMessage = nil
        } catch {
            errorMessage = strings.localized("editProfile.error.review", .text(error.message(in: strings.language)))
        }
    }
}
