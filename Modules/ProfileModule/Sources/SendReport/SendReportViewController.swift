import Components
import HeadlessUI

/// Send report?: the message, and "Send".
final class SendReportViewController: ScreenViewController<SendReportViewModel> {
    private let components: Components

    init(viewModel: SendReportViewModel, components: Components) {
        self.components = components
        super.init(title: "Send report?", viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        components.screen(
            [
                components.body(viewModel.message, identifier: "report.summary"),
                components.primaryButton(
                    "Send", identifier: "report.send", action: { [weak viewModel] in viewModel?.send() }),
            ],
            identifier: "sendReport.screen"
        )
    }
}
