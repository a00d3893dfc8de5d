import Components
import HeadlessUI

/// Send report?: the message, and "Send".
final class SendReportViewController: ScreenViewController<SendReportViewModel> {
    private let tree: SendReportNodeTree

    init(viewModel: SendReportViewModel, components: Components) {
        tree = SendReportNodeTree(components: components)
        super.init(title: viewModel.strings.localized("sendReport.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
