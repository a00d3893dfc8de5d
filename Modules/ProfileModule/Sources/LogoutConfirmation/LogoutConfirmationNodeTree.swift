import Components
import HeadlessUI

/// The log-out sheet's node tree: the question and its two answers.
final class LogoutConfirmationNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree; taps go back to `viewModel`.
    func make(for viewModel: LogoutConfirmationViewModel) -> ViewNode {
        let strings = viewModel.strings
        return components.sheetContent(
            title: strings.localized("logout.title"),
            message: strings.localized("logout.message"),
            actions: [
                components.destructiveButton(
                    strings.localized("logout.confirm"), identifier: "logout.confirm",
                    action: { [weak viewModel] in viewModel?.didTapLogOut() }),
                components.secondaryButton(
                    strings.localized("logout.cancel"), identifier: "logout.cancel",
                    action: { [weak viewModel] in viewModel?.didTapCancel() }),
            ],
            identifier: "logout.sheet"
        )
    }
}
