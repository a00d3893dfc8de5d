import AccountKit
import Components
import DesignSystem

/// Holds what was typed on the Register screen and decides whether it may create the
/// account. Nothing reaches the session store unless every field is valid.
final class RegisterViewModel: ScreenViewModel {
    /// Why the last attempt was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?

    private var name = ""
    private var email = ""
    private var password = ""
    private var confirmation = ""
    private let sessionStore: any PreLoginSessionStoring
    private let router: any RegisterRouting
    private let strings: LocalizedStrings

    init(
        sessionStore: any PreLoginSessionStoring, router: any RegisterRouting, strings: LocalizedStrings
    ) {
        self.sessionStore = sessionStore
        self.router = router
        self.strings = strings
    }

    func nameDidChange(_ text: String) {
        name = text
    }

    func emailDidChange(_ text: String) {
        email = text
    }

    func passwordDidChange(_ text: String) {
        password = text
    }

    func confirmationDidChange(_ text: String) {
        confirmation = text
    }

    /// Validates the form in reading order and reports the first problem; when every field
    /// is valid, records the log-in and leaves the module.
    func didTapSubmit() {
        do throws(AccountInputError) {
            let validName = try AccountValidator.name(name)
            let validEmail = try AccountValidator.email(email)
            try AccountValidator.password(password)
            try AccountValidator.confirmation(confirmation, matches: password)
            errorMessage = nil
            sessionStore.markLoggedIn(email: validEmail, displayName: validName)
            router.route(to: .loggedIn)
        } catch {
            errorMessage = error.message(in: strings.language)
        }
    }
}
