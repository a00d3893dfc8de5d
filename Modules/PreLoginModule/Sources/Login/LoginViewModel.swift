import AccountKit
import Components
import DesignSystem

/// Holds what was typed on the Login screen and decides whether it may log the person in.
/// Nothing reaches the session store unless every field is valid.
final class LoginViewModel: ScreenViewModel {
    /// What was typed, and why the last attempt was refused.
    private let form: AccountForm
    var onChange: (() -> Void)? {
        didSet { form.onChange = onChange }
    }

    private let sessionStore: any PreLoginSessionStoring
    private let router: any LoginRouting
    let strings: LocalizedStrings

    init(sessionStore: any PreLoginSessionStoring, router: any LoginRouting, strings: LocalizedStrings) {
        self.sessionStore = sessionStore
        self.router = router
        self.strings = strings
        form = AccountForm(language: strings.language)
    }

    /// Why the last attempt was refused; `nil` before the first attempt and after a valid one.
    var errorMessage: String? { form.errorMessage }

    /// Keeps what was typed into `field`.
    func fieldDidChange(_ field: AccountForm.Field, to text: String) {
        form.update(field, to: text)
    }

    /// Validates the form; when it is valid, records the log-in and leaves the module.
    func didTapSubmit() {
        form.submit(
            checking: { form throws(AccountInputError) in
                let email = try AccountValidator.email(form[.email])
                try AccountValidator.password(form[.password])
                return email
            },
            then: { [sessionStore, router] email in
                sessionStore.markLoggedIn(email: email, displayName: DisplayName.derived(fromEmail: email))
                router.route(to: .loggedIn)
            })
    }
}
