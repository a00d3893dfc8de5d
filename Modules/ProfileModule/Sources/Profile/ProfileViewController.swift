import Components
import HeadlessUI

/// The account screen: shows who is logged in and passes its buttons to its view model.
final class ProfileViewController: ScreenViewController<ProfileViewModel> {
    private let tree: ProfileNodeTree

    init(viewModel: ProfileViewModel, components: Components) {
        tree = ProfileNodeTree(components: components)
        super.init(title: viewModel.strings.localized("profile.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
