import AccountKit
import Components
import DesignSystem

/// Decides whether what was typed on the Login screen may log the person in. Nothing reaches
/// the session store unless every field is valid; typing and the refusal are the form's.
final class LoginViewModel: AccountFormViewModel {
    let form: AccountForm
    let strings: LocalizedStrings
    private let sessionStore: any PreLoginSessionStoring
    private let router: any LoginRouting

    init(sessionStore: any PreLoginSessionStoring, router: any LoginRouting, strings: LocalizedStrings) {
        form = AccountForm(language: strings.language)
        self.strings = strings
        self.sessionStore = sessionStore
        self.router = router
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
