import Components
import HeadlessUI

/// Edit profile: passes typing and "Review" to its view model and shows its verdict.
final class EditProfileViewController: ScreenViewController<EditProfileViewModel> {
    private let tree: EditProfileNodeTree

    init(viewModel: EditProfileViewModel, components: Components) {
        tree = EditProfileNodeTree(components: components)
        super.init(title: viewModel.strings.localized("editProfile.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
