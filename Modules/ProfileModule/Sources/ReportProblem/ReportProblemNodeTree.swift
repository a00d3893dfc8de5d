import Components
import HeadlessUI

/// Report a problem's node tree: the message field (made on the first build and placed in every
/// rebuilt view, so typing survives a redraw), the error line, "Next" and "Cancel".
final class ReportProblemNodeTree {
    private let components: Components
    private var messageField: ViewNode?

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s state; typing and taps go back to it.
    func make(for viewModel: ReportProblemViewModel) -> ViewNode {
        let strings = viewModel.strings
        let messageField =
            self.messageField
            ?? components.textField(
                label: strings.localized("report.message"), identifier: "report.message",
                placeholder: strings.localized("report.message.placeholder"), value: viewModel.draft,
                onChange: { [weak viewModel] text in viewModel?.messageDidChange(text) })
        self.messageField = messageField
        return components.screen(
            [
                messageField,
                components.errorMessage(viewModel.errorMessage, identifier: "report.error"),
                components.primaryButton(
                    strings.localized("report.next"), identifier: "report.next",
                    action: { [weak viewModel] in viewModel?.didTapNext() }),
                components.secondaryButton(
                    strings.localized("report.cancel"), identifier: "report.cancel",
                    action: { [weak viewModel] in viewModel?.didTapCancel() }),
            ],
            identifier: "report.screen"
        )
    }
}
