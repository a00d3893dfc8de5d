import AccountKit
import Components
import DesignSystem

/// Holds what was typed on the Register screen and decides whether it may create the
/// account. Nothing reaches the session store unless every field is valid.
final class RegisterViewModel: ScreenViewModel {
    /// What was typed, and why the last attempt was refused.
    private let form: AccountForm
    var onChange: (() -> Void)? {
        didSet { form.onChange = onChange }
    }

    private let sessionStore: any PreLoginSessionStoring
    private let router: any RegisterRouting
    let strings: LocalizedStrings

    init(sessionStore: any PreLoginSessionStoring, router: any RegisterRouting, strings: LocalizedStrings) {
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

    /// Validates the form in reading order and reports the first problem; when every field
    /// is valid, records the log-in and leaves the module.
    func didTapSubmit() {
        form.submit(
            checking: { form throws(AccountInputError) in
                let name = try AccountValidator.name(form[.name])
                let email = try AccountValidator.email(form[.email])
                try AccountValidator.password(form[.password])
                try AccountValidator.confirmation(form[.confirmation], matches: form[.password])
                return (name: name, email: email)
            },
            then: { [sessionStore, router] valid in
                sessionStore.markLoggedIn(email: valid.email, displayName: valid.name)
                router.route(to: .loggedIn)
            })
    }
}
