import Components
import DesignSystem
import HeadlessUI

/// The sheet that asks before logging out; it forwards the answer and decides nothing.
final class LogoutConfirmationViewController: ScreenViewController<LogoutConfirmationViewModel> {
    private let tree: LogoutConfirmationNodeTree

    init(viewModel: LogoutConfirmationViewModel, components: Components) {
        tree = LogoutConfirmationNodeTree(components: components)
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("logout.title"),
            viewModel: viewModel
        )
    }

    override func makeView() -> ViewNode {
        tree.make(
            onConfirm: { [weak viewModel] in viewModel?.didTapLogOut() },
            onCancel: { [weak viewModel] in viewModel?.didTapCancel() }
        )
    }
}
