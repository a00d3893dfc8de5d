import AccountKit
import Components
import DesignSystem

/// Decides whether what was typed on the Register screen may create the account. Nothing
/// reaches the session store unless every field is valid; typing and the refusal are the form's.
final class RegisterViewModel: AccountFormViewModel {
    let form: AccountForm
    let strings: LocalizedStrings
    private let sessionStore: any PreLoginSessionStoring
    private let router: any RegisterRouting

    init(sessionStore: any PreLoginSessionStoring, router: any RegisterRouting, strings: LocalizedStrings) {
        form = AccountForm(language: strings.language)
        self.strings = strings
        self.sessionStore = sessionStore
        self.router = router
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
