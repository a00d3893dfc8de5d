import AccountKit
import Components
import DesignSystem
import HeadlessUI

/// The Register screen's node tree: name, email, password twice, the error line and
/// "Create account". The fields are built once and placed in every rebuilt view, so focus and
/// what was typed survive the error line coming and going.
final class RegisterNodeTree {
    /// What the tree reports as the person types and taps.
    struct Actions {
        let onNameChange: @MainActor (String) -> Void
        let onEmailChange: @MainActor (String) -> Void
        let onPasswordChange: @MainActor (String) -> Void
        let onConfirmationChange: @MainActor (String) -> Void
        let onSubmit: @MainActor () -> Void
    }

    private let components: Components
    private let strings: LocalizedStrings
    private let fields: [ViewNode]
    private let onSubmit: @MainActor () -> Void

    init(components: Components, actions: Actions) {
        self.components = components
        onSubmit = actions.onSubmit
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        self.strings = strings
        fields = [
            components.textField(
                label: strings.localized("register.name"), identifier: "register.name",
                placeholder: strings.localized("register.name.placeholder"), onChange: actions.onNameChange),
            components.textField(
                label: strings.localized("form.email"), identifier: "register.email",
                placeholder: strings.localized("form.email.placeholder"), onChange: actions.onEmailChange),
            components.secureField(
                label: strings.localized("form.password"), identifier: "register.password",
                placeholder: strings.localized(
                    "form.password.placeholder", .number(AccountRules.minimumPasswordLength)),
                onChange: actions.onPasswordChange),
            components.secureField(
                label: strings.localized("register.confirm"), identifier: "register.confirm",
                placeholder: strings.localized("register.confirm.placeholder"),
                onChange: actions.onConfirmationChange),
        ]
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            fields + [
                components.errorMessage(errorMessage, identifier: "register.error"),
                components.primaryButton(
                    strings.localized("register.submit"), identifier: "register.submit", action: onSubmit),
            ],
            identifier: "register.screen"
        )
    }
}
