import AccountKit
import Components
import DesignSystem

/// Holds what was typed on the Login screen and decides whether it may log the person in.
/// Nothing reaches the session store unless every field is valid.
final class LoginViewModel: ScreenViewModel {
    /// Why the last attempt was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?

    private var email = ""
    private var password = ""
    private let sessionStore: any PreLoginSessionStoring
    private let router: any LoginRouting
    private let strings: LocalizedStrings

    init(
        sessionStore: any PreLoginSessionStoring, router: any LoginRouting, strings: LocalizedStrings
    ) {
        self.sessionStore = sessionStore
        self.router = router
        self.strings = strings
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    func passwordDidChange(_ text: String) {
        password = text
    }

    /// Validates the form; when it is valid, records the log-in and leaves the module.
    func didTapSubmit() {
        do throws(AccountInputError) {
            let validEmail = try AccountValidator.email(email)
            try AccountValidator.password(password)
            errorMessage = nil
            sessionStore.markLoggedIn(email: validEmail, displayName: DisplayName.derived(fromEmail: validEmail))
            router.route(to: .loggedIn)
        } catch {
            errorMessage = error.message(in: strings.language)
        }
    }
}
