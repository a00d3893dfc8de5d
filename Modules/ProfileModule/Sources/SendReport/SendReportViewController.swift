import Components
import DesignSystem
import HeadlessUI

/// Send report?: the message, and "Send".
final class SendReportViewController: ScreenViewController<SendReportViewModel> {
    private let tree: SendReportNodeTree

    init(viewModel: SendReportViewModel, components: Components) {
        let strings = LocalizedStrings(bundle: .module, language: components.theme.language)
        tree = SendReportNodeTree(components: components, strings: strings)
        super.init(title: strings.localized("sendReport.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(message: viewModel.message) { [weak viewModel] in viewModel?.didTapSend() }
    }
}
