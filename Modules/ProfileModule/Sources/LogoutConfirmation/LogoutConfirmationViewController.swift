import Components
import HeadlessUI

/// The sheet that asks before logging out; it forwards the answer and decides nothing.
final class LogoutConfirmationViewController: ScreenViewController<LogoutConfirmationViewModel> {
    private let tree: LogoutConfirmationNodeTree

    init(viewModel: LogoutConfirmationViewModel, components: Components) {
        tree = LogoutConfirmationNodeTree(components: components)
        super.init(title: viewModel.strings.localized("logout.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
