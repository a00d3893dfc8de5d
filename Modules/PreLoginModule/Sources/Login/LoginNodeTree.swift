import Components
import HeadlessUI

/// The Login screen's node tree: email, password, the error line and "Sign in". The fields
/// are built once and placed in every rebuilt view, so focus and what was typed survive the
/// error line coming and going.
final class LoginNodeTree {
    private let components: Components
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
        emailField = components.textField(
            label: "Email", identifier: "login.email", placeholder: "name@example.com", onChange: onEmailChange)
        passwordField = components.secureField(
            label: "Password", identifier: "login.password", placeholder: "At least 8 characters",
            onChange: onPasswordChange)
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                emailField,
                passwordField,
                components.errorMessage(errorMessage, identifier: "login.error"),
                components.primaryButton("Sign in", identifier: "login.submit", action: onSubmit),
            ],
            identifier: "login.screen"
        )
    }
}
