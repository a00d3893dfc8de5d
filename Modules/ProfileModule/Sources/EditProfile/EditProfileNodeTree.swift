import Components
import HeadlessUI

/// Edit profile's node tree: name, email, the error line and "Review". The fields are made on
/// the first build, with today's name and email in them, and placed in every rebuilt view, so
/// what was typed survives the error line.
final class EditProfileNodeTree {
    private let components: Components
    private var fields: [ViewNode]?

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; typing and "Review" go back to it.
    func make(for viewModel: EditProfileViewModel) -> ViewNode {
        let fields = self.fields ?? makeFields(for: viewModel)
        self.fields = fields
        return components.screen(
            fields + [
                components.errorMessage(viewModel.errorMessage, identifier: "editProfile.error"),
                components.primaryButton(
                    viewModel.strings.localized("editProfile.review"), identifier: "editProfile.review",
                    action: { [weak viewModel] in viewModel?.didTapReview() }),
            ],
            identifier: "editProfile.screen"
        )
    }

    private func makeFields(for viewModel: EditProfileViewModel) -> [ViewNode] {
        let strings = viewModel.strings
        return [
            components.textField(
                label: strings.localized("editProfile.name"), identifier: "editProfile.name", value: viewModel.name,
                onChange: { [weak viewModel] text in viewModel?.nameDidChange(text) }),
            components.textField(
                label: strings.localized("editProfile.email"), identifier: "editProfile.email",
                placeholder: strings.localized("editProfile.email.placeholder"), value: viewModel.email,
                onChange: { [weak viewModel] text in viewModel?.emailDidChange(text) }),
        ]
    }
}
