import Components
import DesignSystem
import HeadlessUI

/// The account screen: shows who is logged in and passes its buttons to its view model.
final class ProfileViewController: ScreenViewController<ProfileViewModel> {
    private let tree: ProfileNodeTree

    init(viewModel: ProfileViewModel, components: Components) {
        tree = ProfileNodeTree(components: components)
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("profile.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(
            .init(
                displayName: viewModel.displayName, email: viewModel.email, notice: viewModel.notice,
                errorMessage: viewModel.errorMessage),
            actions: .init(
                onEdit: { [weak viewModel] in viewModel?.didTapEditProfile() },
                onReport: { [weak viewModel] in viewModel?.didTapReportProblem() },
                onLogOut: { [weak viewModel] in viewModel?.didTapLogOut() }
            )
        )
    }
}
