import Components
import HeadlessUI

/// The sheet that asks before logging out; it forwards the answer and decides nothing.
final class LogoutConfirmationViewController: ScreenViewController<LogoutConfirmationViewModel> {
    private let tree: LogoutConfirmationNodeTree

    init(viewModel: LogoutConfirmationViewModel, components: Components) {
        tree = LogoutConfirmationNodeTree(components: components)
        super.init(
            title: ProfileStrings.strings(in: components.theme.language).localized("logout.title"), viewModel: viewModel
        )
    }

    override func makeView() -> ViewNode {
        tree.make(
            onConfirm: { [weak viewModel] in viewModel?.confirm() },
            onCancel: { [weak viewModel] in viewModel?.cancel() }
        )
    }
}
