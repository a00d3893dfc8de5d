import Components
import DesignSystem
import HeadlessUI

/// Edit profile: passes typing and "Review" to its view model and shows its verdict.
final class EditProfileViewController: ScreenViewController<EditProfileViewModel> {
    private let tree: EditProfileNodeTree

    init(viewModel: EditProfileViewModel, components: Components) {
        tree = EditProfileNodeTree(
            components: components,
            name: viewModel.name,
            email: viewModel.email,
            onNameChange: { [weak viewModel] text in viewModel?.nameDidChange(text) },
            onEmailChange: { [weak viewModel] text in viewModel?.emailDidChange(text) },
            onReview: { [weak viewModel] in viewModel?.didTapReview() }
        )
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized(
                "editProfile.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(errorMessage: viewModel.errorMessage)
    }
}
