import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Login screen's node tree: email, password, the error line and "Sign in". The fields
/// are built once and placed in every rebuilt view, so focus and what was typed survive the
/// error line coming and going.
final class LoginNodeTree {
    private let components: Components
    private let strings: LocalizedStrings
    private let emailField: ViewNode
    private let passwordField: ViewNode
    private let onSubmit: @MainActor () -> Void

    init(
        components: Components,
        onEmailChange: @escaping @MainActor (String) -> Void,
        onPasswordChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void
    ) {
        self.components = components
        self.onSubmit = onSubmit
        strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        emailField = components.textField(
            label: strings.localized("form.email"), identifier: "login.email",
            placeholder: strings.localized("form.email.placeholder"), onChange: onEmailChange)
        passwordField = components.secureField(
            label: strings.localized("form.password"), identifier: "login.password",
            placeholder: strings.localized("form.password.placeholder", .number(AccountRules.minimumPasswordLength)),
            onChange: onPasswordChange)
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                emailField,
                passwordField,
                components.errorMessage(errorMessage, identifier: "login.error"),
                components.primaryButton(
                    strings.localized("login.submit"), identifier: "login.submit", action: onSubmit),
            ],
            identifier: "login.screen"
        )
    }
}
