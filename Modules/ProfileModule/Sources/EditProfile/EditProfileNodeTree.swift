import Components
import HeadlessUI

/// Edit profile's node tree: name, email, the error line and "Review". The fields are built
/// once and placed in every rebuilt view, so what was typed survives the error line.
final class EditProfileNodeTree {
    private let components: Components
    private let nameField: ViewNode
    private let emailField: ViewNode
    private let onReview: @MainActor () -> Void

    init(
        components: Components,
        name: String,
        email: String,
        onNameChange: @escaping @MainActor (String) -> Void,
        onEmailChange: @escaping @MainActor (String) -> Void,
        onReview: @escaping @MainActor () -> Void
    ) {
        self.components = components
        self.onReview = onReview
        nameField = components.textField(
            label: "Name", identifier: "editProfile.name", value: name, onChange: onNameChange)
        emailField = components.textField(
            label: "Email", identifier: "editProfile.email", placeholder: "name@example.com", value: email,
            onChange: onEmailChange)
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                nameField,
                emailField,
                components.errorMessage(errorMessage, identifier: "editProfile.error"),
                components.primaryButton("Review", identifier: "editProfile.review", action: onReview),
            ],
            identifier: "editProfile.screen"
        )
    }
}
