import Components
import DesignSystem
import HeadlessUI

/// Edit profile's node tree: name, email, the error line and "Review". The fields are built
/// once and placed in every rebuilt view, so what was typed survives the error line.
final class EditProfileNodeTree {
    private let components: Components
    private let nameField: ViewNode
    private let emailField: ViewNode
    private let onReview: @MainActor () -> Void
    private let reviewTitle: String

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
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        reviewTitle = strings.localized("editProfile.review")
        nameField = components.textField(
            label: strings.localized("editProfile.name"), identifier: "editProfile.name", value: name,
            onChange: onNameChange)
        emailField = components.textField(
            label: strings.localized("editProfile.email"), identifier: "editProfile.email",
            placeholder: strings.localized("editProfile.email.placeholder"), value: email, onChange: onEmailChange)
    }

    /// The form with `errorMessage` under the fields, hidden while it is `nil`.
    func make(errorMessage: String?) -> ViewNode {
        components.screen(
            [
                nameField,
                emailField,
                components.errorMessage(errorMessage, identifier: "editProfile.error"),
                components.primaryButton(reviewTitle, identifier: "editProfile.review", action: onReview),
            ],
            identifier: "editProfile.screen"
        )
    }
}
