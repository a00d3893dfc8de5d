import Components
import HeadlessUI

/// Report a problem: passes typing, "Next" and "Cancel" to its view model.
final class ReportProblemViewController: ScreenViewController<ReportProblemViewModel> {
    private let tree: ReportProblemNodeTree

    init(viewModel: ReportProblemViewModel, components: Components) {
        tree = ReportProblemNodeTree(components: components)
        super.init(title: viewModel.strings.localized("report.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
