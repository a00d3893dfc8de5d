import Components
import HeadlessUI

/// The Login screen's node tree: email, password, the error line and "Sign in".
struct LoginView {
    /// The root of the tree.
    let root: ViewNode
    /// Where a validation failure is shown.
    let errorLabel: ViewNode

    init(
        components: Components,
        onEmailChange: @escaping @MainActor (String) -> Void,
        onPasswordChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void
    ) {
        errorLabel = components.errorMessage(nil, identifier: "login.error")
        root = components.screen(
            [
                components.textField(
                    label: "Email", identifier: "login.email", placeholder: "name@example.com",
                    onChange: onEmailChange),
                components.secureField(
                    label: "Password", identifier: "login.password", placeholder: "At least 8 characters",
                    onChange: onPasswordChange),
                errorLabel,
                components.primaryButton("Sign in", identifier: "login.submit", action: onSubmit),
            ],
            identifier: "login.screen"
        )
    }
}
