import Components
import HeadlessUI

/// Send report?'s node tree: the message, its length, and "Send".
final class SendReportNodeTree {
    private let components: Components

    init(components: Components) {
        self.components = components
    }

    /// Builds the tree for `viewModel`'s message; "Send" goes back to it.
    func make(for viewModel: SendReportViewModel) -> ViewNode {
        let strings = viewModel.strings
        return components.screen(
            [
                components.body(viewModel.message, identifier: "report.summary"),
                components.caption(
                    strings.localized("sendReport.length", .number(viewModel.message.count)),
                    identifier: "report.length"),
                components.primaryButton(
                    strings.localized("sendReport.send"), identifier: "report.send",
                    action: { [weak viewModel] in viewModel?.didTapSend() }),
            ],
            identifier: "sendReport.screen"
        )
    }
}
