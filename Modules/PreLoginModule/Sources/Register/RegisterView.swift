import Components
import HeadlessUI

/// The Register screen's node tree: name, email, password twice, the error line and
/// "Create account".
struct RegisterView {
    /// What the view reports as the person types and taps.
    struct Actions {
        let onNameChange: @MainActor (String) -> Void
        let onEmailChange: @MainActor (String) -> Void
        let onPasswordChange: @MainActor (String) -> Void
        let onConfirmationChange: @MainActor (String) -> Void
        let onSubmit: @MainActor () -> Void
    }

    /// The root of the tree.
    let root: ViewNode
    /// Where a validation failure is shown.
    let errorLabel: ViewNode

    init(components: Components, actions: Actions) {
        errorLabel = components.errorMessage(nil, identifier: "register.error")
        root = components.screen(
            [
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
                errorLabel,
                components.primaryButton("Create account", identifier: "register.submit", action: actions.onSubmit),
            ],
            identifier: "register.screen"
        )
    }
}
