import Components
import HeadlessUI

/// The account screen: shows who is logged in and passes "Log out" to its view model.
final class ProfileViewController: ScreenViewController<ProfileViewModel> {
    private let tree: ProfileNodeTree

    init(viewModel: ProfileViewModel, components: Components) {
        tree = ProfileNodeTree(components: components)
        super.init(title: "Profile", viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(
            displayName: viewModel.displayName,
            email: viewModel.email,
            errorMessage: viewModel.errorMessage,
            onLogOut: { [weak viewModel] in viewModel?.didTapLogOut() }
        )
    }
}
