import Components
import DesignSystem
import HeadlessUI

/// Report a problem: passes typing, "Next" and "Cancel" to its view model.
final class ReportProblemViewController: ScreenViewController<ReportProblemViewModel> {
    private let tree: ReportProblemNodeTree

    init(viewModel: ReportProblemViewModel, components: Components) {
        tree = ReportProblemNodeTree(
            components: components,
            onMessageChange: { [weak viewModel] text in viewModel?.messageDidChange(text) },
            onNext: { [weak viewModel] in viewModel?.didTapNext() },
            onCancel: { [weak viewModel] in viewModel?.didTapCancel() }
        )
        super.init(
            title: LocalizedStrings(bundle: .module, language: components.theme.language).localized("report.title"),
            viewModel: viewModel
        )
    }

    override func makeView() -> ViewNode {
        tree.make(errorMessage: viewModel.errorMessage)
    }
}
