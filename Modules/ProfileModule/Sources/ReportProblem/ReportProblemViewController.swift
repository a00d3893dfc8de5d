import Components
import HeadlessUI

/// Report a problem: passes typing, "Next" and "Cancel" to its view model.
final class ReportProblemViewController: ScreenViewController<ReportProblemViewModel> {
    private let tree: ReportProblemNodeTree

    init(viewModel: ReportProblemViewModel, components: Components) {
        tree = ReportProblemNodeTree(
            components: components,
            onMessageChange: { [weak viewModel] text in viewModel?.messageDidChange(text) },
            onNext: { [weak viewModel] in viewModel?.next() },
            onCancel: { [weak viewModel] in viewModel?.cancel() }
        )
        super.init(
            title: ProfileStrings.strings(in: components.theme.language).localized("report.title"), viewModel: viewModel
        )
    }

    override func makeView() -> ViewNode {
        tree.make(errorMessage: viewModel.errorMessage)
    }
}
