import Components
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
    private let fields: [ViewNode]
    private let onSubmit: @MainActor () -> Void

    init(components: Components, actions: Actions) {
        self.components = components
        onSubmit = actions.onSubmit
        fields = [
            components.textField(
                label: "Name", identifier: "register.name", placeholder: "Your name",
                onChange: actions.onNameChange),
            components.textField(
                label: "Email", identifier: "register.email", placeholder: "name@example.com",
                onChange: actions.onEmailChange),
            components.secureField(
                label: "Password", identifier: "register.password", placeholder: "At least 8 characters",
                onChange: actions.onPasswordChange),
            components.secureField(
                label: "Confirm password", identifier: "register.confirm", placeholder: "Type it again",
                onChange: actions.onConfirmationChange),
        ]
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            fields + [
                components.errorMessage(errorMessage, identifier: "register.error"),
                components.primaryButton("Create account", identifier: "register.submit", action: onSubmit),
            ],
            identifier: "register.screen"
        )
    }
}
