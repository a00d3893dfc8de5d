import Components
import HeadlessUI

/// Send report?: the message, and "Send".
final class SendReportViewController: ScreenViewController<SendReportViewModel> {
    private let components: Components

    init(viewModel: SendReportViewModel, components: Components) {
        self.components = components
        super.init(
            title: ProfileStrings.strings(in: components.theme.language).localized("sendReport.title"),
            viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        let strings = ProfileStrings.strings(in: components.theme.language)
        return components.screen(
            [
                components.body(viewModel.message, identifier: "report.summary"),
                components.caption(
                    strings.localized("sendReport.length", .number(viewModel.message.count)),
                    identifier: "report.length"),
                components.primaryButton(
                    strings.localized("sendReport.send"), identifier: "report.send",
                    action: { [weak viewModel] in viewModel?.send() }),
            ],
            identifier: "sendReport.screen"
        )
    }
}
