import Components
import DesignSystem

/// Holds the name and email being edited and lets them go to review only when both are valid.
final class EditProfileViewModel: ScreenViewModel {
    /// Why "Review" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?
    /// The name as typed, starting with today's.
    private(set) var name: String
    /// The email as typed, starting with today's.
    private(set) var email: String
    /// Weak: the journey's coordinator routes this screen and owns the stack it is on.
    private weak var router: (any EditProfileRouting)?
    private let strings: LocalizedStrings

    init(
        sessionStore: any ProfileSessionStoring, router: any EditProfileRouting,
        strings: LocalizedStrings = ProfileStrings.strings(in: .english)
    ) {
        self.strings = strings
        name = sessionStore.displayName
        email = sessionStore.email
        self.router = router
    }

    func nameDidChange(_ text: String) {
        name = text
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    /// Validates both fields; when they are valid, asks to review the trimmed values.
    func review() {
        do throws(ProfileInputError) {
            let changes = ProfileChanges(
                displayName: try ProfileInputValidator.name(name), email: try ProfileInputValidator.email(email))
            errorMessage = nil
            router?.route(to: .reviewChanges(changes))
        } catch {
            errorMessage = error.message(in: strings)
        }
    }
}
